import { describe, expect, it } from 'vitest';
import { isCrossSite } from './same-origin.ts';

const request = (origin: string | undefined, host = 'igrs.example:8080', protocol: 'http' | 'https' = 'http') => ({
  headers: origin ? { origin } : {},
  host,
  protocol,
});

describe('the same-origin check', () => {
  it('takes a request from this very origin', () => {
    expect(isCrossSite(request('http://igrs.example:8080'))).toBe(false);
    expect(isCrossSite(request('https://igrs.example', 'igrs.example', 'https'))).toBe(false);
    expect(isCrossSite(request(undefined))).toBe(false);
  });

  it('refuses another scheme, host or port, and an origin it cannot read', () => {
    expect(isCrossSite(request('https://igrs.example:8080'))).toBe(true);
    expect(isCrossSite(request('http://igrs.example:8081'))).toBe(true);
    expect(isCrossSite(request('http://evil.example:8080'))).toBe(true);
    expect(isCrossSite(request('http://igrs.example', 'igrs.example', 'https'))).toBe(true);
    expect(isCrossSite(request('null'))).toBe(true);
  });

  it('believes Sec-Fetch-Site when the browser sends it', () => {
    expect(isCrossSite({ headers: { 'sec-fetch-site': 'same-origin', origin: 'http://evil.example' }, host: 'igrs.example', protocol: 'http' })).toBe(false);
    expect(isCrossSite({ headers: { 'sec-fetch-site': 'same-site' }, host: 'igrs.example', protocol: 'http' })).toBe(true);
  });
});
