import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'bench/results.json', 'elements/custom-elements.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Render with Lit templates; never build HTML from strings.' },
      ],
    },
  },
  {
    files: ['elements/**/*.ts'],
    plugins: { lit, 'lit-a11y': litA11y, wc },
    rules: {
      ...lit.configs.recommended.rules,
      ...litA11y.configs.recommended.rules,
      ...wc.configs.recommended.rules,
      'lit/no-template-arrow': 'off',
      // The package ships its code for merchants' bundlers to minify: they shorten an ES `#private` member's name, but
      // a TypeScript `private` one is an ordinary property and ships whole (a third of a kilobyte gzip on a card page).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(PropertyDefinition, MethodDefinition, TSAbstractPropertyDefinition, TSParameterProperty)[accessibility='private']",
          message: 'Make it an ES #private member: bundlers shorten #names, and TypeScript private names ship whole.',
        },
      ],
    },
  },
  {
    files: ['host-app/**/*.{ts,tsx}', 'elements/react/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
