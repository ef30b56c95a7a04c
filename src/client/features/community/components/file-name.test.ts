import { describe, expect, it } from 'vitest';
import { splitExtension } from './file-name';

describe('splitExtension', () => {
  it('keeps the extension apart so it stays visible when the name is cut', () => {
    expect(splitExtension('price-list.pdf')).toEqual(['price-list', '.pdf']);
    expect(splitExtension('shelf.photo.jpeg')).toEqual(['shelf.photo', '.jpeg']);
  });
  it('treats dotfiles, names without a dot and long tails as having no extension', () => {
    expect(splitExtension('.env')).toEqual(['.env', '']);
    expect(splitExtension('README')).toEqual(['README', '']);
    expect(splitExtension('notes.this-is-not-an-extension')).toEqual(['notes.this-is-not-an-extension', '']);
  });
});
