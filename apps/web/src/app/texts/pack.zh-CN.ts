export { default as antdLocale } from 'antd/es/locale/zh_CN';
export { default as footer } from '@/app/layouts/common/texts/zh-CN';
export { default as publicHeader } from '@/app/layouts/trading/texts/zh-CN';
export { default as shell } from '@/shell/texts/zh-CN';
export { default as app } from './zh-CN';
