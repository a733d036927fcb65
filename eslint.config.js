import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '.bench/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Served as they are: the loader of a server-rendered page's scripts.
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A subsystem never imports another subsystem; shared code never imports a subsystem. Dates
      // come localized from lib/dates (docs/decisions.md, issue 8).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dayjs', message: "Import dayjs from '@/lib/dates/dayjs', which follows the language." },
            {
              name: 'antd',
              importNames: ['DatePicker', 'TimePicker', 'Calendar'],
              message:
                "Take date pickers from '@/components/date-picker/date-picker', which loads the dates' locales.",
            },
          ],
          patterns: [{ group: ['@/subsystems/*/*'], message: 'Import a subsystem only through the loader.' }],
        },
      ],
      // Naming antd's App keeps its dialogs in the chunk (docs/decisions.md, issue 8).
      'no-restricted-properties': [
        'error',
        { object: 'App', property: 'useApp', message: "Use useFeedback() from '@/lib/feedback'." },
        { object: 'AntdApp', property: 'useApp', message: "Use useFeedback() from '@/lib/feedback'." },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/dates/dayjs.ts', 'apps/web/src/components/date-picker/date-picker.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@scf/server*', '@scf/web*', '@/*'] }],
    },
  },
);
