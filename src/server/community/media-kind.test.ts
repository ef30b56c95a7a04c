import { describe, expect, it } from 'vitest';
import { detectMediaKind } from './media-kind';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)));

describe('detectMediaKind', () => {
  it('knows each accepted kind by its bytes', () => {
    expect(detectMediaKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectMediaKind(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectMediaKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectMediaKind(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(detectMediaKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
    expect(detectMediaKind(bytes('%PDF-1.7\n'))).toBe('pdf');
  });
  it('refuses everything else, whatever it is called', () => {
    expect(detectMediaKind(bytes('GIF89a'))).toBeNull();
    expect(detectMediaKind(bytes('<html><script>'))).toBeNull();
    expect(detectMediaKind(bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska'))).toBeNull();
    expect(detectMediaKind(bytes('MZ'))).toBeNull();
    expect(detectMediaKind(new Uint8Array())).toBeNull();
  });
});
