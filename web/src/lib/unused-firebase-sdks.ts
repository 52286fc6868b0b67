/**
 * What Firestore imports from re2js, for a feature this app does not use (vite.config.ts,
 * unusedSdksPlugin, resolves that import here): it needs re2js only to evaluate the regular
 * expressions of pipeline queries (regexContains, regexMatch), about 35 kB gzip. Calling it means
 * someone started using pipeline regular expressions: drop the redirect then.
 */
function notBundled(name: string): never {
  throw new Error(
    `${name}: this Firebase SDK is not bundled (vite.config.ts aliases it to src/lib/unused-firebase-sdks.ts)`,
  );
}

const unused =
  (name: string) =>
  (..._args: unknown[]): never =>
    notBundled(name);

// re2js (Firestore pipelines' regexContains / regexMatch)
export const RE2JS = { compile: unused('RE2JS.compile') };
