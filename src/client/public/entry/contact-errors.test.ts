import { describe, expect, it } from 'vitest';
import { classifyContactResponse, fieldErrorMessage, readContactFieldErrors } from './contact-errors';

describe('fieldErrorMessage', () => {
  it('uses the spec sentences for required and invalid email', () => {
    expect(fieldErrorMessage('name', 'required')).toBe('Name is required');
    expect(fieldErrorMessage('email', 'required')).toBe('Email is required');
    expect(fieldErrorMessage('email', 'invalid_email')).toBe('Please enter a valid email address');
    expect(fieldErrorMessage('subject', 'required')).toBe('Subject is required');
    expect(fieldErrorMessage('message', 'required')).toBe('Message is required');
  });

  it('covers too long and unknown codes', () => {
    expect(fieldErrorMessage('subject', 'too_long')).toBe('Subject is too long');
    expect(fieldErrorMessage('message', 'weird')).toBe('Please check the message');
  });
});

describe('fieldErrorMessage in Spanish (the page\'s lang="es")', () => {
  it('writes the field errors in Spanish', () => {
    expect(fieldErrorMessage('email', 'invalid_email', 'es')).toBe('Escriba un correo electrónico válido');
    expect(fieldErrorMessage('subject', 'required', 'es')).toBe('Escriba el asunto');
    expect(fieldErrorMessage('message', 'too_long', 'es')).toBe('El mensaje es demasiado largo');
    expect(classifyContactResponse(422, { error: { code: 'VALIDATION_FAILED', fields: { name: 'required' } } }, 'es')).toEqual({
      kind: 'invalid',
      errors: { name: 'Escriba su nombre' },
    });
  });
});

describe('classifyContactResponse', () => {
  it('treats 200 and 201 as sent', () => {
    expect(classifyContactResponse(201, { id: 'x' })).toEqual({ kind: 'sent' });
    expect(classifyContactResponse(200, null)).toEqual({ kind: 'sent' });
  });

  it('turns a 422 body into per-field sentences, ignoring unknown fields', () => {
    const body = { error: { code: 'VALIDATION_FAILED', fields: { email: 'invalid_email', name: 'required', other: 'required' } } };
    expect(classifyContactResponse(422, body)).toEqual({
      kind: 'invalid',
      errors: { email: 'Please enter a valid email address', name: 'Name is required' },
    });
  });

  it('fails for other statuses, network errors and 422 without usable fields', () => {
    expect(classifyContactResponse(500, { error: { code: 'INTERNAL' } })).toEqual({ kind: 'failed' });
    expect(classifyContactResponse(429, { error: { code: 'RATE_LIMITED' } })).toEqual({ kind: 'failed' });
    expect(classifyContactResponse(0, null)).toEqual({ kind: 'failed' });
    expect(classifyContactResponse(422, { error: { code: 'VALIDATION_FAILED', fields: { _: 'invalid_json' } } })).toEqual({ kind: 'failed' });
    expect(readContactFieldErrors('nope')).toBeNull();
  });
});
