/** Texts of the help centre (/help); read as `portal.help.<key>`. */
const zhCN = {
  help: {
    title: '帮助中心',
    intro: '注册、认证、融资申请与账号安全的操作指南。',
    menu: '帮助文章',
    menuToggle: '帮助目录',
    updated: '更新时间',
    empty: '暂无帮助文章',
    error: '帮助文章加载失败',
    notFound: '未找到该帮助文章，已为您显示第一篇',
  },
};

export default zhCN;
export type HelpTexts = typeof zhCN;
