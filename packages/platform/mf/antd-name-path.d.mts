export function toNamePathStr(name: unknown): string;
