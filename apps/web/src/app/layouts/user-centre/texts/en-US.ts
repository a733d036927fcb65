import type { TextsLike } from '@/lib/i18n';
import type { UserCentreTexts } from './zh-CN';

const enUS: TextsLike<UserCentreTexts> = {
  userCentre: {
    header: {
      topMenu: 'System menu',
      scrollLeft: 'Scroll the menu left',
      scrollRight: 'Scroll the menu right',
      openSidebar: 'Open the menu',
    },
    search: {
      label: 'Search menus',
      placeholder: 'Search menus',
      noMatch: 'No matching items',
      favorites: 'My favourites',
      addFavorite: 'Add “{{name}}” to favourites',
      removeFavorite: 'Remove “{{name}}” from favourites',
    },
    user: {
      menu: 'User menu',
      id: 'ID: {{id}}',
      lastLogin: 'Last sign-in: {{time}}',
      firstLogin: 'First sign-in',
      changePassword: 'Change password',
      personalInfo: 'Edit personal info',
      changeMobile: 'Change mobile number',
      userManagement: 'User management',
      logout: 'Sign out',
    },
    sidebar: {
      label: 'Function menu',
      collapse: 'Collapse the menu',
      expand: 'Expand the menu',
      empty: 'No menus',
    },
    tabs: {
      label: 'Open pages',
      refresh: 'Refresh this page',
      close: 'Close tab',
      limitReached:
        'At most {{limit}} tabs can be open at once. Please close a tab you no longer need first.',
      invalidAddress: 'The address of the menu “{{name}}” is not valid, so it cannot be opened.',
      pageFailed: 'Something went wrong on this page. Please refresh it and try again.',
    },
    personal: {
      cancel: 'Cancel',
      save: 'Save',
      password: {
        title: 'Change password',
        forcedTitle: 'Change your initial password',
        forcedNotice:
          'You signed in with the initial password the platform sent you. For your account’s safety, change it before you continue.',
        current: 'Current password',
        new: 'New password',
        confirm: 'Confirm new password',
        success: 'Your password has been changed.',
      },
      info: {
        title: 'Edit personal info',
        name: 'Name',
        jobNo: 'Employee number',
        email: 'Email',
        position: 'Position',
        mobile: 'Mobile number',
        success: 'Your personal info has been saved.',
      },
      mobile: {
        title: 'Change mobile number',
        stepPassword: 'Verify it is you',
        stepMobile: 'New mobile number',
        password: 'Login password',
        newMobile: 'New mobile number',
        imageCode: 'Image code',
        imageAlt: 'Image code picture',
        refreshImage: 'Another picture',
        smsCode: 'SMS code',
        send: 'Get code',
        resend: 'Resend in {{seconds}} s',
        sent: 'The code has been sent.',
        next: 'Next',
        previous: 'Previous',
        confirm: 'Confirm',
        success: 'Your mobile number has been changed.',
      },
    },
    lockScreen: {
      title: 'Screen locked',
      password: 'Login password',
      unlock: 'Unlock',
      signOut: 'Sign out',
    },
  },
};

export default enUS;
