/**
 * Texts of the user centre: header, menus, tabs, personal dialogs, lock screen. The spec's words
 * where it gives them (没有匹配的项); 未退出成功, 请输入登录密码 and the favourite messages are in the
 * shared catalogues (errors., validation.).
 */
const zhCN = {
  userCentre: {
    header: {
      topMenu: '系统菜单',
      scrollLeft: '菜单向左滚动',
      scrollRight: '菜单向右滚动',
      openSidebar: '打开菜单',
    },
    search: {
      label: '搜索菜单',
      placeholder: '搜索菜单',
      noMatch: '没有匹配的项',
      favorites: '我的收藏',
      addFavorite: '收藏“{{name}}”',
      removeFavorite: '取消收藏“{{name}}”',
    },
    user: {
      menu: '用户菜单',
      id: 'ID：{{id}}',
      lastLogin: '上次登录：{{time}}',
      firstLogin: '首次登录',
      changePassword: '修改登录密码',
      personalInfo: '修改个人信息',
      changeMobile: '修改手机号',
      userManagement: '用户管理',
      logout: '退出登录',
    },
    sidebar: {
      label: '功能菜单',
      collapse: '收起菜单',
      expand: '展开菜单',
      empty: '暂无菜单',
    },
    tabs: {
      label: '已打开的页面',
      refresh: '刷新当前页',
      close: '关闭标签页',
      limitReached: '最多可同时打开 {{limit}} 个标签页，请先关闭不需要的标签页',
      invalidAddress: '菜单“{{name}}”的地址无效，无法打开',
      pageFailed: '页面出错了，请刷新后重试',
    },
    personal: {
      cancel: '取消',
      save: '保存',
      password: {
        title: '修改登录密码',
        forcedTitle: '首次登录请修改初始密码',
        forcedNotice: '您的密码是系统发送的初始密码，为保障账户安全，请先修改密码后再使用。',
        current: '原密码',
        new: '新密码',
        confirm: '确认新密码',
        success: '登录密码已修改',
      },
      info: {
        title: '修改个人信息',
        name: '姓名',
        jobNo: '工号',
        email: '邮箱',
        position: '职位',
        mobile: '手机号',
        success: '个人信息已保存',
      },
      mobile: {
        title: '修改手机号',
        stepPassword: '验证身份',
        stepMobile: '绑定新手机号',
        password: '登录密码',
        newMobile: '新手机号',
        imageCode: '图形验证码',
        imageAlt: '图形验证码图片',
        refreshImage: '换一张',
        smsCode: '短信验证码',
        send: '获取验证码',
        resend: '{{seconds}} 秒后重新获取',
        sent: '验证码已发送，请注意查收',
        next: '下一步',
        previous: '上一步',
        confirm: '确认',
        success: '手机号已修改',
      },
    },
    lockScreen: {
      title: '屏幕已锁定',
      password: '登录密码',
      unlock: '解锁',
      signOut: '退出登录',
    },
  },
};

export default zhCN;
export type UserCentreTexts = typeof zhCN;
