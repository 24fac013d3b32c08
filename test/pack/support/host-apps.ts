/**
 * The host apps of test/pack/hosts.test.ts, as files of one scratch project: each framework's own way of putting
 * `<payment-dropin>` on a page, written as its README snippet says, binding the widget's events in the framework's
 * own template syntax. Every app records the events it receives in `window.hostEvents` (their `type`), sets
 * `window.widgetReady` on `ready`, and has a "Deutsch" button (`#locale-de`) that changes the widget's `locale`
 * through the framework's own state.
 */

/** The frameworks, installed together into one project (versions: the newest that run on Node 20). */
export const HOST_DEPENDENCIES = [
  'vue@3.5',
  '@vitejs/plugin-vue@6',
  'svelte@5',
  '@sveltejs/vite-plugin-svelte@7',
  'vite@8',
  'next@16',
  'react@19',
  'react-dom@19',
  // Angular 22 wants Node 22; 21 is the newest that runs on Node 20.
  '@angular/core@21',
  '@angular/common@21',
  '@angular/compiler@21',
  '@angular/platform-browser@21',
  '@angular/build@21',
  '@angular/cli@21',
  '@angular/compiler-cli@21',
  'rxjs@7',
  'tslib@2',
  // Angular 21's compiler takes TypeScript 5.9.
  'typescript@5.9',
];

/** The events every host binds (by the names that bind there with no configuration). */
export const HYPHENATED_EVENTS = ['ready', 'payment-method-requestable', 'card-validity-change', 'change-active-view'];

const indexHtml = (entry: string): string =>
  `<!doctype html><html lang="en"><body><main id="root"></main><script type="module" src="${entry}"></script></body></html>\n`;

/** What each app does with an event it receives. */
const RECORD = `function record(event) {
  window.hostEvents.push(event.type);
  if (event.type === 'ready') window.widgetReady = true;
}`;

const VUE_APP = `<script setup>
import { ref } from 'vue';
import 'payment-dropin/define';

const authorization = new URLSearchParams(location.search).get('authorization');
const locale = ref('en_US');
window.hostEvents = [];
${RECORD}
</script>

<template>
  <button id="locale-de" type="button" @click="locale = 'de_DE'">Deutsch</button>
  <payment-dropin
    :authorization="authorization"
    :locale="locale"
    @ready="record"
    @payment-method-requestable="record"
    @card-validity-change="record"
    @change-active-view="record"
  ></payment-dropin>
</template>
`;

const vueConfig = (customElement: boolean): string => `import vue from '@vitejs/plugin-vue';

export default {
  root: 'vue',
  logLevel: 'warn',
  build: { outDir: '../dist/${customElement ? 'vue-custom-element' : 'vue'}', emptyOutDir: true },
  plugins: [
    vue(${customElement ? "{ template: { compilerOptions: { isCustomElement: (tag) => tag === 'payment-dropin' } } }" : ''}),
  ],
};
`;

const SVELTE_APP = `<script>
  import 'payment-dropin/define';

  const authorization = new URLSearchParams(location.search).get('authorization');
  let locale = $state('en_US');
  window.hostEvents = [];
  ${RECORD}
</script>

<button id="locale-de" type="button" onclick={() => (locale = 'de_DE')}>Deutsch</button>
<payment-dropin
  {authorization}
  {locale}
  onready={record}
  onpayment-method-requestable={record}
  oncard-validity-change={record}
  onchange-active-view={record}
></payment-dropin>
`;

const ANGULAR_APP = `import { Component, CUSTOM_ELEMENTS_SCHEMA, provideZonelessChangeDetection, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import 'payment-dropin/define';

const page = window as unknown as { hostEvents: string[]; widgetReady?: boolean };
page.hostEvents = [];

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: \`
    <button id="locale-de" type="button" (click)="locale.set('de_DE')">Deutsch</button>
    <payment-dropin
      [authorization]="authorization"
      [locale]="locale()"
      (ready)="record($event)"
      (payment-method-requestable)="record($event)"
      (card-validity-change)="record($event)"
      (change-active-view)="record($event)"
    ></payment-dropin>
  \`,
})
class App {
  readonly authorization = new URLSearchParams(location.search).get('authorization');
  readonly locale = signal('en_US');
  record(event: Event): void {
    page.hostEvents.push(event.type);
    if (event.type === 'ready') page.widgetReady = true;
  }
}

bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((error) => console.error(error));
`;

/** Angular's workspace: the package README's `allowedCommonJsDependencies` line, nothing else of ours. */
const ANGULAR_JSON = JSON.stringify(
  {
    version: 1,
    projects: {
      app: {
        projectType: 'application',
        root: 'angular',
        sourceRoot: 'angular/src',
        architect: {
          build: {
            builder: '@angular/build:application',
            options: {
              browser: 'angular/src/main.ts',
              index: 'angular/src/index.html',
              tsConfig: 'angular/tsconfig.json',
              outputPath: 'dist/angular',
              allowedCommonJsDependencies: ['braintree-web'],
            },
          },
        },
      },
    },
  },
  null,
  2,
);

const ANGULAR_TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    module: 'preserve',
    moduleResolution: 'bundler',
    lib: ['ES2022', 'DOM'],
    strict: true,
    skipLibCheck: true,
    isolatedModules: true,
  },
  files: ['src/main.ts'],
});

const NEXT_LAYOUT = `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

/** Server-rendered on every request: the authorization comes from the query, as a token would from the server. */
const NEXT_PAGE = `import Checkout from './checkout';

export const dynamic = 'force-dynamic';

export default async function Page({ searchParams }) {
  const { authorization } = await searchParams;
  return <Checkout authorization={authorization} />;
}
`;

const NEXT_CHECKOUT = `'use client';
import { useState } from 'react';
import { PaymentDropin } from 'payment-dropin/react';

if (typeof window !== 'undefined') window.hostEvents ??= [];
${RECORD}

export default function Checkout({ authorization }) {
  const [locale, setLocale] = useState('en_US');
  return (
    <>
      <button id="locale-de" type="button" onClick={() => setLocale('de_DE')}>
        Deutsch
      </button>
      <PaymentDropin
        authorization={authorization}
        locale={locale}
        onReady={record}
        onPaymentMethodRequestable={record}
        onCardValidityChange={record}
        onChangeActiveView={record}
      />
    </>
  );
}
`;

/** The plain page: the hosted module from a folder of its own, events bound with addEventListener. */
export function plainPage(scriptPath: string): string {
  return `<!doctype html>
<html lang="en">
  <body>
    <button id="locale-de" type="button">Deutsch</button>
    <payment-dropin></payment-dropin>
    <script type="module" src="${scriptPath}"></script>
    <script type="module" src="/page.js"></script>
  </body>
</html>
`;
}

export const PLAIN_PAGE_SCRIPT = `const el = document.querySelector('payment-dropin');
window.hostEvents = [];
${RECORD}
for (const name of ${JSON.stringify(HYPHENATED_EVENTS)}) el.addEventListener(name, record);
document.getElementById('locale-de').addEventListener('click', () => el.setAttribute('locale', 'de_DE'));
el.setAttribute('authorization', new URLSearchParams(location.search).get('authorization'));
`;

/** Every file of the scratch project, by path. */
export const HOST_APP_FILES: Record<string, string> = {
  'vue/index.html': indexHtml('/src/main.js'),
  'vue/src/main.js':
    "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#root');\n",
  'vue/src/App.vue': VUE_APP,
  'vite.vue.config.mjs': vueConfig(false),
  'vite.vue-custom-element.config.mjs': vueConfig(true),
  'svelte/index.html': indexHtml('/src/main.js'),
  'svelte/src/main.js':
    "import { mount } from 'svelte';\nimport App from './App.svelte';\n\nmount(App, { target: document.getElementById('root') });\n",
  'svelte/src/App.svelte': SVELTE_APP,
  'vite.svelte.config.mjs': `import { svelte } from '@sveltejs/vite-plugin-svelte';

export default {
  root: 'svelte',
  logLevel: 'warn',
  build: { outDir: '../dist/svelte', emptyOutDir: true },
  plugins: [svelte()],
};
`,
  'angular.json': ANGULAR_JSON,
  'angular/tsconfig.json': ANGULAR_TSCONFIG,
  'angular/src/index.html':
    '<!doctype html><html lang="en"><head><base href="/"></head><body><app-root></app-root></body></html>\n',
  'angular/src/main.ts': ANGULAR_APP,
  'next/app/layout.jsx': NEXT_LAYOUT,
  'next/app/page.jsx': NEXT_PAGE,
  'next/app/checkout.jsx': NEXT_CHECKOUT,
  // Next links it from every page, so the browser asks for no /favicon.ico (a 404 would be in the console).
  'next/app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
};
