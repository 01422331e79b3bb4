// `@portal/platform/dev`: the standalone dev harness of a module.
export { DevSession, type DevSessionProps } from './dev/dev-session';
export { renderStandalone, type StandaloneOptions } from './dev/standalone';
