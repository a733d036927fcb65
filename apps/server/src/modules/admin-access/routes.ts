import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  adminIdRequest,
  adminMenuTreeReply,
  adminSaveReply,
  assignRightsRequest,
  menuButtonsRequest,
  menuMoveRequest,
  menuSaveRequest,
  rightsReply,
  rolePage,
  roleQuery,
  roleSaveRequest,
  userOptionsReply,
  userPage,
  userQuery,
  userSaveRequest,
} from '@scf/shared/schemas/admin-access';
import { ok } from '@/lib/envelope.ts';
import { pickLanguage } from '@/modules/access/service.ts';
import {
  adminMenuTree,
  assignRights,
  deleteMenuById,
  deleteRoleById,
  moveMenu,
  queryRoles,
  queryUsers,
  roleRights,
  saveMenu,
  saveRole,
  saveUser,
  setMenuButtons,
  setMenuHidden,
  setRoleStatus,
  setUserStatus,
  userOptions,
} from '@/modules/admin-access/service.ts';

/**
 * The calls of roles and rights, user accounts and menus (issue 7; paths in
 * @scf/shared/schemas/admin-access). Permission codes are checked before the body, so a refused
 * caller learns nothing of the rules; reading a list needs any code of its family.
 */
const adminAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin-access'];
  const { role, user, menu } = PERMISSIONS;
  const done = envelope(z.null());
  const language = (header: string | undefined) => pickLanguage(header);

  // ------------------------------------------------------------------------------------ roles
  app.post(
    '/api/admin/role/query',
    {
      preValidation: app.requirePermission(...Object.values(role)),
      schema: {
        tags,
        summary: "A page of the tenant's roles",
        body: roleQuery,
        response: { 200: envelope(rolePage) },
      },
    },
    async (request) => ok(await queryRoles(app, request.user, request.body)),
  );

  app.post(
    '/api/admin/role/save',
    {
      preValidation: app.requirePermission(role.add, role.edit),
      schema: {
        tags,
        summary: 'Adds a role (ROLE_ADD) or renames one (ROLE_EDIT)',
        body: roleSaveRequest,
        response: { 200: envelope(adminSaveReply) },
      },
    },
    async (request) => ok(await saveRole(app, request.user, request.body)),
  );

  const roleMoves = [
    ['/api/admin/role/enable', role.enable, 'Enables a disabled role', 'enabled'],
    [
      '/api/admin/role/disable',
      role.disable,
      'Disables a role: it grants nothing while disabled',
      'disabled',
    ],
  ] as const;
  for (const [path, code, summary, to] of roleMoves) {
    app.post(
      path,
      {
        preValidation: app.requirePermission(code),
        schema: { tags, summary, body: adminIdRequest, response: { 200: done } },
      },
      async (request) => ok(await setRoleStatus(app, request.user, request.body.id, to).then(() => null)),
    );
  }

  app.post(
    '/api/admin/role/delete',
    {
      preValidation: app.requirePermission(role.delete),
      schema: {
        tags,
        summary: 'Deletes a role no user holds',
        body: adminIdRequest,
        response: { 200: done },
      },
    },
    async (request) => ok(await deleteRoleById(app, request.user, request.body.id).then(() => null)),
  );

  app.post(
    '/api/admin/role/rights',
    {
      preValidation: app.requirePermission(...Object.values(role)),
      schema: {
        tags,
        summary: "The rights tree (the tenant's menus and their buttons) and what the role holds",
        body: adminIdRequest,
        response: { 200: envelope(rightsReply) },
      },
    },
    async (request) =>
      ok(await roleRights(app, request.user, request.body.id, language(request.headers['accept-language']))),
  );

  app.post(
    '/api/admin/role/assign_rights',
    {
      preValidation: app.requirePermission(role.assignRights),
      schema: {
        tags,
        summary: "Replaces the role's menus and permission codes as a whole",
        body: assignRightsRequest,
        response: { 200: done },
      },
    },
    async (request) => ok(await assignRights(app, request.user, request.body).then(() => null)),
  );

  // ------------------------------------------------------------------------------------ users
  app.post(
    '/api/admin/user/query',
    {
      preValidation: app.requirePermission(...Object.values(user)),
      schema: {
        tags,
        summary: "A page of the tenant's users",
        body: userQuery,
        response: { 200: envelope(userPage) },
      },
    },
    async (request) => ok(await queryUsers(app, request.user, request.body)),
  );

  app.post(
    '/api/admin/user/options',
    {
      preValidation: app.requirePermission(user.add, user.edit),
      schema: {
        tags,
        summary: 'The roles, enterprises and institutions a user may be given',
        response: { 200: envelope(userOptionsReply) },
      },
    },
    async (request) => ok(await userOptions(app, request.user)),
  );

  app.post(
    '/api/admin/user/save',
    {
      preValidation: app.requirePermission(user.add, user.edit),
      schema: {
        tags,
        summary: 'Adds a user with a first password (USER_ADD) or edits one (USER_EDIT)',
        body: userSaveRequest,
        response: { 200: envelope(adminSaveReply) },
      },
    },
    async (request) => ok(await saveUser(app, request.user, request.body)),
  );

  const userMoves = [
    ['/api/admin/user/enable', user.enable, 'Enables a disabled user', 'active'],
    ['/api/admin/user/disable', user.disable, "Disables a user and ends the user's sessions", 'disabled'],
  ] as const;
  for (const [path, code, summary, to] of userMoves) {
    app.post(
      path,
      {
        preValidation: app.requirePermission(code),
        schema: { tags, summary, body: adminIdRequest, response: { 200: done } },
      },
      async (request) => ok(await setUserStatus(app, request.user, request.body.id, to).then(() => null)),
    );
  }

  // ------------------------------------------------------------------------------------ menus
  app.post(
    '/api/admin/menu/tree',
    {
      preValidation: app.requirePermission(...Object.values(menu)),
      schema: {
        tags,
        summary: "The tenant's menu tree, hidden menus included, with each menu's buttons",
        response: { 200: envelope(adminMenuTreeReply) },
      },
    },
    async (request) =>
      ok({ rows: await adminMenuTree(app, request.user, language(request.headers['accept-language'])) }),
  );

  app.post(
    '/api/admin/menu/save',
    {
      preValidation: app.requirePermission(menu.add, menu.edit),
      schema: {
        tags,
        summary: 'Adds a root menu or a page under one (MENU_ADD), or edits a menu (MENU_EDIT)',
        body: menuSaveRequest,
        response: { 200: envelope(adminSaveReply) },
      },
    },
    async (request) => ok(await saveMenu(app, request.user, request.body)),
  );

  app.post(
    '/api/admin/menu/move',
    {
      preValidation: app.requirePermission(menu.edit),
      schema: {
        tags,
        summary: 'Moves a menu up or down among its siblings',
        body: menuMoveRequest,
        response: { 200: done },
      },
    },
    async (request) => ok(await moveMenu(app, request.user, request.body).then(() => null)),
  );

  const visibility = [
    ['/api/admin/menu/hide', 'Hides a menu: it is served to nobody', true],
    ['/api/admin/menu/show', 'Shows a hidden menu again', false],
  ] as const;
  for (const [path, summary, hidden] of visibility) {
    app.post(
      path,
      {
        preValidation: app.requirePermission(menu.edit),
        schema: { tags, summary, body: adminIdRequest, response: { 200: done } },
      },
      async (request) => ok(await setMenuHidden(app, request.user, request.body.id, hidden).then(() => null)),
    );
  }

  app.post(
    '/api/admin/menu/delete',
    {
      preValidation: app.requirePermission(menu.delete),
      schema: {
        tags,
        summary: 'Deletes a menu without children',
        body: adminIdRequest,
        response: { 200: done },
      },
    },
    async (request) => ok(await deleteMenuById(app, request.user, request.body.id).then(() => null)),
  );

  app.post(
    '/api/admin/menu/buttons',
    {
      preValidation: app.requirePermission(menu.edit),
      schema: {
        tags,
        summary: "Replaces a page's buttons: the permission codes offered under it in the rights tree",
        body: menuButtonsRequest,
        response: { 200: done },
      },
    },
    async (request) => ok(await setMenuButtons(app, request.user, request.body).then(() => null)),
  );
};

export default adminAccessRoutes;
