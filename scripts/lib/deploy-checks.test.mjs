import { describe, expect, it } from 'vitest';
import { projectProblem, resolveProject, webEnvProblems } from './deploy-checks.mjs';

const firebaserc = {
  projects: { default: 'demo-qr-reviews', prod: 'your-firebase-project-id', live: 'qr-live' },
};
const ENV = [
  'VITE_FIREBASE_PROJECT_ID=qr-live',
  'VITE_FIREBASE_API_KEY=AIzaSy-key',
  'VITE_FIREBASE_AUTH_DOMAIN=qr-live.firebaseapp.com',
  'VITE_FIREBASE_STORAGE_BUCKET=qr-live.firebasestorage.app',
  'VITE_FIREBASE_APP_ID=1:123:web:abc',
].join('\n');

describe('deploy checks', () => {
  it('resolves an alias of .firebaserc, an id as given, and `prod` when no project is passed', () => {
    expect(resolveProject('live', firebaserc)).toBe('qr-live');
    expect(resolveProject('qr-other', firebaserc)).toBe('qr-other');
    expect(resolveProject(undefined, firebaserc)).toBe('your-firebase-project-id');
  });

  it('refuses demo projects and the placeholder, accepts a real id', () => {
    expect(projectProblem('demo-qr-reviews')).toMatch(/demo project/);
    expect(projectProblem('your-firebase-project-id')).toMatch(/placeholder/);
    expect(projectProblem('')).toMatch(/no project/);
    expect(projectProblem('qr-live')).toBeNull();
  });

  it('accepts a complete env file for the same project', () => {
    expect(webEnvProblems(ENV, 'web/.env.production.local', 'qr-live')).toEqual([]);
  });

  it('names every missing or empty value, and a file written for another project', () => {
    const text = ENV.replace('VITE_FIREBASE_API_KEY=AIzaSy-key', 'VITE_FIREBASE_API_KEY=')
      .replace(/^VITE_FIREBASE_APP_ID=.*$/m, '')
      .replace('PROJECT_ID=qr-live', 'PROJECT_ID=qr-staging');
    expect(webEnvProblems(text, 'f', 'qr-live')).toEqual([
      'f has no VITE_FIREBASE_API_KEY',
      'f has no VITE_FIREBASE_APP_ID',
      'f is for "qr-staging", the deploy is to "qr-live"',
    ]);
  });
});
