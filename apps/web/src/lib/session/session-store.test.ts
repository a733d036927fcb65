import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginReply } from '@scf/shared/schemas/auth';
import {
  isEnterprise,
  isSignedIn,
  readUserType,
  rememberLoginUrl,
  saveCheckCodeId,
  saveSignIn,
  saveUserType,
  takeLoginUrl,
} from './session-store';
import { readUserInfo } from './stored-user';
import { onSignIn, runSignInTasks } from './sign-in-tasks';

const reply: LoginReply = {
  userId: 'u-1',
  userAgentName: '演示企业用户',
  userAgentRawRoleCode: 'normal',
  userAgentRoleCode: 'supplier',
  userType: 'comp',
  tenantId: 'T001',
  tenantName: '演示租户一',
  tn: 'token-1',
  lastLoginDateTime: '2024-05-01 09:30:00',
  defaultPassword: false,
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('saveSignIn', () => {
  it('writes the session keys of shell.md section 3 that the sign-in provides', () => {
    saveSignIn(reply);
    expect({ ...sessionStorage }).toEqual({
      currUserId: 'u-1',
      nickName: '演示企业用户',
      tn: 'token-1',
      lastLoginDateTime: '2024-05-01 09:30:00',
      userType: 'comp',
      userAgentRawRoleCode: 'normal',
      userAgentRoleCode: 'supplier',
    });
    expect(localStorage.getItem('userType')).toBe('comp');
    expect(readUserInfo()).toEqual({
      userId: 'u-1',
      name: '演示企业用户',
      userType: 'comp',
      tenantId: 'T001',
      tenantName: '演示租户一',
      lastLoginDateTime: '2024-05-01 09:30:00',
      defaultPassword: false,
    });
    expect(isSignedIn()).toBe(true);
  });

  it("clears has_reload and the previous user's cached permissions, menus and organisations", () => {
    for (const key of ['has_reload', 'userPermissions', 'menus', 'orgList', 'lastLoginDateTime']) {
      sessionStorage.setItem(key, 'old');
    }
    sessionStorage.setItem('omc_crsf', 'csrf');
    saveSignIn({ ...reply, lastLoginDateTime: null });
    for (const key of ['has_reload', 'userPermissions', 'menus', 'orgList', 'lastLoginDateTime']) {
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    expect(sessionStorage.getItem('omc_crsf')).toBe('csrf');
  });
});

describe('readUserInfo', () => {
  it('is null when nothing or something foreign is stored', () => {
    expect(readUserInfo()).toBeNull();
    localStorage.setItem('userInfo', '{not json');
    expect(readUserInfo()).toBeNull();
    localStorage.setItem('userInfo', JSON.stringify({ userId: 1 }));
    expect(readUserInfo()).toBeNull();
  });
});

describe('isSignedIn', () => {
  it('needs both the user id and the token', () => {
    expect(isSignedIn()).toBe(false);
    sessionStorage.setItem('currUserId', 'u-1');
    expect(isSignedIn()).toBe(false);
    sessionStorage.setItem('tn', 't');
    expect(isSignedIn()).toBe(true);
  });
});

describe('login URL', () => {
  it('is used once', () => {
    rememberLoginUrl('/product?id=3');
    expect(sessionStorage.getItem('loginUrl')).toBe('/product?id=3');
    expect(takeLoginUrl()).toBe('/product?id=3');
    expect(takeLoginUrl()).toBeNull();
  });

  it('must be a path of this site, so the login screen cannot redirect elsewhere', () => {
    for (const url of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      rememberLoginUrl(url);
      expect(sessionStorage.getItem('loginUrl'), url).toBeNull();
      sessionStorage.setItem('loginUrl', url);
      expect(takeLoginUrl(), url).toBeNull();
      expect(sessionStorage.getItem('loginUrl')).toBeNull();
    }
  });
});

describe('user type and check code ids', () => {
  it('remembers the user type in local storage', () => {
    expect(readUserType()).toBeNull();
    saveUserType('comp');
    expect(localStorage.getItem('userType')).toBe('comp');
    expect(isEnterprise(readUserType())).toBe(true);
    expect(isEnterprise('financeOrg')).toBe(false);
  });

  it('keeps the login challenge under cc and the registration one under reg_cc', () => {
    saveCheckCodeId('login', 'a');
    saveCheckCodeId('registration', 'b');
    expect(sessionStorage.getItem('cc')).toBe('a');
    expect(sessionStorage.getItem('reg_cc')).toBe('b');
  });
});

describe('sign-in tasks', () => {
  it('runs every registered task with the reply and survives a failing one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: string[] = [];
    const removeA = onSignIn((r) => void seen.push(`a:${r.userId}`));
    const removeB = onSignIn(async () => {
      throw new Error('permissions down');
    });
    const removeC = onSignIn(async (r) => void seen.push(`c:${r.tn}`));
    await runSignInTasks(reply);
    expect(seen.sort()).toEqual(['a:u-1', 'c:token-1']);
    expect(warn).toHaveBeenCalledWith('[session] a sign-in task failed:', expect.any(Error));

    removeA();
    removeB();
    removeC();
    seen.length = 0;
    await runSignInTasks(reply);
    expect(seen).toEqual([]);
    warn.mockRestore();
  });
});
