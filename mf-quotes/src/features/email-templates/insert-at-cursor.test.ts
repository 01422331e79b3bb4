import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor';

describe('insertAtCursor', () => {
  it('puts the text at the caret and the caret behind it', () => {
    expect(insertAtCursor('Hej !', '{{name}}', { start: 4, end: 4 })).toEqual({ value: 'Hej {{name}}!', caret: 12 });
  });

  it('replaces a selection', () => {
    expect(insertAtCursor('Hej NAMN!', '{{name}}', { start: 4, end: 8 })).toEqual({ value: 'Hej {{name}}!', caret: 12 });
  });

  it('appends when no caret is known, and never reaches past the end', () => {
    expect(insertAtCursor('Hej', ' {{name}}', { start: null, end: null })).toEqual({ value: 'Hej {{name}}', caret: 12 });
    expect(insertAtCursor('Hej', '!', { start: 10, end: 12 })).toEqual({ value: 'Hej!', caret: 4 });
  });
});
