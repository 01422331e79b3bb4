import { toNamePathStr as antds } from 'antd/es/form/hooks/useForm';
import { describe, expect, it } from 'vitest';
import { toNamePathStr } from './antd-name-path.mjs';

describe("the radio group's name path", () => {
  it.each([undefined, false, 'kind', 0, ['a', 'b'], ['list', 3, 'name'], []])('of %j is what antd makes of it', (name) => {
    expect(toNamePathStr(name)).toBe(antds(name as never));
  });
});
