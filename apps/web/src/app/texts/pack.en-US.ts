export { default as antdLocale } from 'antd/es/locale/en_US';
export { default as footer } from '@/app/layouts/common/texts/en-US';
export { default as publicHeader } from '@/app/layouts/trading/texts/en-US';
export { default as shell } from '@/shell/texts/en-US';
export { default as app } from './en-US';
