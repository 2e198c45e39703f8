// Lint: typescript-eslint, React hooks, and the import direction of the layers:
// expose → app → domains → features → platform/ui/lib; contracts import nothing of the app;
// a domain never imports another domain — except the shared match layer (src/domains/match),
// which every domain may import and which imports no domain (docs/adding-a-domain.md).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { localRules } from './eslint-local-rules.mjs';

const SHARED_MATCH_LAYER = 'match';

/** Every folder under src/domains is a domain: a new one is covered by the rules below at once. */
const domains = readdirSync(fileURLToPath(new globalThis.URL('./src/domains', import.meta.url)), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      '.cache/**',
      '@mf-types/**',
      'bench/results/**',
      '**/*.js',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // The files import-x reads to follow imports (no-cycle): TypeScript's too, with its parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Untrusted text stays text.' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/contracts',
              from: './src',
              except: ['./contracts'],
              message: 'contracts import nothing of the app',
            },
            {
              target: './src',
              from: './shell-demo',
              message: 'the remote imports nothing of shell-demo (a shared shape goes to src/contracts)',
            },
            {
              target: './src/platform',
              from: ['./src/app', './src/domains', './src/expose', './src/features', './src/ui'],
            },
            { target: './src/ui', from: ['./src/app', './src/domains', './src/expose', './src/features'] },
            // The shared components read their words in the page's locale like every other layer.
            { target: './src/ui', from: './src/platform', except: ['./i18n'] },
            {
              target: './src/lib',
              from: ['./src/app', './src/domains', './src/expose', './src/features', './src/platform', './src/ui'],
            },
            {
              // A shared feature with screens (promotions, the comment gate): built on platform, ui, lib
              // and contracts; the domains and the app show it.
              target: './src/features',
              from: ['./src/app', './src/domains', './src/expose'],
              message: 'a feature imports platform, ui, lib and contracts: never a domain or the app (they import it)',
            },
            { target: './src/domains', from: ['./src/app', './src/expose'] },
            { target: './src/app', from: './src/expose' },
            ...domains.map((domain) => ({
              target: `./src/domains/${domain}`,
              from: './src/domains',
              except: domain === SHARED_MATCH_LAYER ? [`./${domain}`] : [`./${domain}`, `./${SHARED_MATCH_LAYER}`],
              message:
                domain === SHARED_MATCH_LAYER
                  ? 'the shared match layer imports no domain (every domain imports it)'
                  : 'a domain never imports another domain (share through the match layer, src/domains/match, or src/platform)',
            })),
            { target: './shell-demo/host', from: ['./src/app', './src/domains', './src/platform', './src/ui'] },
            // What the servers and builds of the development environment share (ports, the page's
            // runtime config, the CSP) is dev-env's, below all of them: the remote's build takes
            // nothing from shell-demo, and dev-env takes nothing from those that use it.
            {
              target: ['./webpack.config.ts', './scripts/build-plugins'],
              from: './shell-demo',
              message:
                "the remote's build imports nothing of shell-demo (ports, CSP and the page config are dev-env's)",
            },
            { target: './dev-env', from: ['./shell-demo', './scripts', './bench', './tests', './webpack.config.ts'] },
            {
              target: './dev-env',
              from: './src',
              except: ['./contracts'],
              message: 'dev-env imports only the contracts of src',
            },
            // The development server's routes sit on top of its parts: no part imports a route.
            {
              target: [
                './shell-demo/server/crowd',
                './shell-demo/server/push',
                './shell-demo/server/world',
                './shell-demo/server/streams',
                './shell-demo/server/files',
              ],
              from: './shell-demo/server/routes',
              message:
                'a part of the development server imports no route (what routes and parts share goes beside them)',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles between the remote's files, nor between the development server's: a cycle
    // makes the order modules run in depend on which file is imported first (a value read before
    // its module ran is undefined) and ties the files of a cycle into one unit nobody can move
    // alone. Type-only imports (`import type`, or every specifier `type`) are left out by the rule
    // itself: they are erased at build time, so they decide no run order — a slice's file may name
    // its store's type while the store builds from the slice. Dynamic `import()` counts: a lazily
    // loaded page that imports its loader back is still one unit.
    files: ['src/**/*.{ts,tsx}', 'shell-demo/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Words come from the message modules in the page's locale (docs/i18n.md). Allowed Chinese:
    // the message modules themselves (zh-CN's and the loaded locales'), the i18n platform's tables
    // (glossary, relative times), and the contracts' tables of codes (the server's enumerations).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*messages*.ts', 'src/**/copy*.ts', 'src/platform/i18n/**', 'src/contracts/**'],
    plugins: { 'sport-info': localRules },
    rules: {
      'sport-info/no-chinese-literal': 'error',
      // zh-CN's shared words read directly would stay zh-CN in every locale: read them through uiWords.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/copy', './copy'],
              importNames: ['uiCopy'],
              message: 'read the shared words in the locale shown: useMessages(uiWords) or wordsNow(uiWords)',
            },
          ],
        },
      ],
    },
  },
  {
    // A file over 400 lines holds more than one idea: split it by idea (every line counts, as `wc -l`).
    files: ['{src,shell-demo,scripts,bench,tests}/**/*.{ts,tsx,mjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
