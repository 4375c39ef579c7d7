import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';

describe('app skeleton', async () => {
  const { app } = await useTestApp();

  it('answers liveness', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: expect.any(String), message: 'Route not found' });
  });

  it('sends security headers on a JSON answer, and no CSP or opener policy (they govern documents)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('sends the security headers on a refusal too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pincodes/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"pincode":',
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('publishes OpenAPI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().info.title).toBe('Zari API');
  });

  it('refuses a cross-site mutation', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { origin: 'https://evil.example', cookie: 'zari_session=abc' },
    });
    expect(response.statusCode).toBe(403);
  });
});
