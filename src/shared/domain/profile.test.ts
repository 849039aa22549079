import { describe, expect, it } from 'vitest';
import { deriveAvatarUrl, deriveFullName, initialOf, isRealAvatar, roleForEmail } from './profile';

describe('deriveFullName', () => {
  it('prefers full_name, then name, then the e-mail prefix', () => {
    expect(deriveFullName('ana@x.com', { full_name: 'Ana Pérez', name: 'Ana' })).toBe('Ana Pérez');
    expect(deriveFullName('ana@x.com', { full_name: '  ', name: 'Ana' })).toBe('Ana');
    expect(deriveFullName('ana.lopez@x.com', {})).toBe('ana.lopez');
  });
});

describe('deriveAvatarUrl', () => {
  it('takes avatar_url, picture, photoURL, image in that order', () => {
    expect(deriveAvatarUrl({ picture: 'p', photoURL: 'f', image: 'i' })).toBe('p');
    expect(deriveAvatarUrl({ avatar_url: 'a', picture: 'p' })).toBe('a');
    expect(deriveAvatarUrl({ image: 'i' })).toBe('i');
    expect(deriveAvatarUrl({})).toBeUndefined();
  });
});

describe('isRealAvatar', () => {
  it('accepts https avatars on known hosts and their subdomains', () => {
    expect(isRealAvatar('https://avatars.githubusercontent.com/u/1?v=4')).toBe(true);
    expect(isRealAvatar('https://lh3.googleusercontent.com/a/abc')).toBe(true);
    expect(isRealAvatar('https://secure.gravatar.com/avatar/x')).toBe(true);
  });
  it('refuses unknown hosts, look-alike hosts, http and garbage', () => {
    expect(isRealAvatar('https://evil.example.com/a.png')).toBe(false);
    expect(isRealAvatar('https://notgithub.com/a.png')).toBe(false);
    expect(isRealAvatar('https://gravatar.com.evil.io/a.png')).toBe(false);
    expect(isRealAvatar('http://avatars.githubusercontent.com/u/1')).toBe(false);
    expect(isRealAvatar('not a url')).toBe(false);
    expect(isRealAvatar(null)).toBe(false);
  });
});

describe('roleForEmail', () => {
  it('gives admin only to the configured owner, case-insensitively', () => {
    expect(roleForEmail('Owner@Agency.com', 'owner@agency.com')).toBe('admin');
    expect(roleForEmail('client@agency.com', 'owner@agency.com')).toBe('user');
  });
});

describe('initialOf', () => {
  it('uses the name, else the e-mail', () => {
    expect(initialOf('ana', 'z@x.com')).toBe('A');
    expect(initialOf('', 'zoe@x.com')).toBe('Z');
    expect(initialOf(null, null)).toBe('?');
  });
});
