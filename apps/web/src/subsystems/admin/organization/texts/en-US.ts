import type { TextsLike } from '@/lib/i18n';
import type { OrganizationTexts } from './zh-CN';

const texts: TextsLike<OrganizationTexts> = {
  organization: {
    filters: {
      institution: 'Institution',
      allInstitutions: 'All institutions',
      keyword: 'Search by name',
      mobile: 'Search by mobile',
      status: 'Status',
      allStatuses: 'All statuses',
    },
    status: { active: 'Active', disabled: 'Disabled' },
    columns: {
      name: 'Name',
      mobile: 'Mobile',
      institution: 'Institution',
      status: 'Status',
      requests: 'Requests handled',
      openRequests: 'Open requests',
      members: 'Enterprises',
      createdAt: 'Created',
      actions: 'Actions',
    },
    form: {
      name: 'Name',
      mobile: 'Mobile',
      institution: 'Institution',
      namePlaceholder: 'Up to 16 characters',
      mobilePlaceholder: '11-digit mobile number',
    },
    actions: {
      edit: 'Edit',
      enable: 'Enable',
      disable: 'Disable',
      members: 'Enterprises',
      assign: 'Assign enterprises',
      remove: 'Remove',
    },
    managers: {
      title: 'Account managers',
      add: 'Add account manager',
      addTitle: 'Add account manager',
      editTitle: 'Edit account manager',
      empty: 'No account managers',
      saved: 'Account manager saved',
      enableTitle: 'Enable account manager · {{name}}',
      enableContent: 'Once enabled, the account manager can be chosen again when a request is accepted.',
      enabled: 'Account manager enabled',
      disableTitle: 'Disable account manager · {{name}}',
      disableContent:
        'Once disabled, the account manager can no longer be chosen when a request is accepted; requests already accepted are not affected.',
      disabled: 'Account manager disabled',
    },
    salesmen: {
      title: 'Salesmen',
      add: 'Add salesman',
      addTitle: 'Add salesman',
      editTitle: 'Edit salesman',
      empty: 'No salesmen',
      saved: 'Salesman saved',
      enableTitle: 'Enable salesman · {{name}}',
      enableContent: 'Once enabled, enterprises can be assigned to the salesman again.',
      enabled: 'Salesman enabled',
      disableTitle: 'Disable salesman · {{name}}',
      disableContent:
        'Once disabled, no enterprise can be assigned to the salesman; the enterprises already assigned stay.',
      disabled: 'Salesman disabled',
    },
    members: {
      title: 'Enterprises of {{name}}',
      empty: 'No enterprises assigned',
      enterprise: 'Enterprise',
      uscc: 'Unified social credit code',
      assignedAt: 'Assigned',
      disabledHint: 'This salesman is disabled: no new enterprise can be assigned.',
      removeTitle: 'Remove enterprise · {{enterprise}}',
      removeContent: '{{name}} will no longer look after this enterprise.',
      removed: 'Enterprise removed',
    },
    assign: {
      title: 'Assign enterprises to {{name}}',
      search: 'Enterprise name or credit code',
      holder: 'Current salesman',
      none: 'Unassigned',
      self: 'Already assigned',
      empty: 'No enterprises match',
      selected: '{{count}} enterprises selected',
      selected_one: '{{count}} enterprise selected',
      moveHint:
        '{{count}} of the selected enterprises are with another salesman; assigning moves them to {{name}}.',
      moveHint_one:
        '{{count}} of the selected enterprises is with another salesman; assigning moves it to {{name}}.',
      ok: 'Assign',
      done: 'Enterprises assigned',
    },
  },
};

export default texts;
