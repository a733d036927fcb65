export { default as antdLocale } from 'antd/es/locale/zh_TW';
export { default as footer } from '@/app/layouts/common/texts/zh-TW';
export { default as publicHeader } from '@/app/layouts/trading/texts/zh-TW';
export { default as shell } from '@/shell/texts/zh-TW';
export { default as app } from './zh-TW';
