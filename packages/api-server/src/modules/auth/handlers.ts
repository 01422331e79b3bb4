import type { AppContext } from '../../core/context.js';
import { bearerToken, callerOf } from '../../core/http/access-control.js';
import * as auth from './service.js';
import * as passwords from './passwords.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

const done = {
  login: { en: 'You are logged in', sw: 'Du är inloggad' },
  logout: { en: 'You have been logged out', sw: 'Du har loggats ut' },
  resetLinkSent: { en: 'We have emailed your password reset link', sw: 'Vi har mejlat en länk för att återställa ditt lösenord' },
  passwordReset: { en: 'Your password has been reset', sw: 'Ditt lösenord har återställts' },
  passwordSet: { en: 'Your password has been set', sw: 'Ditt lösenord har sparats' },
  passwordChanged: { en: 'Password changed successfully', sw: 'Lösenordet har ändrats' },
  profileUpdated: { en: 'Profile updated successfully', sw: 'Profilen har uppdaterats' },
};

export function authHandlers(ctx: AppContext) {
  const login = async (request: OperationRequest<'login'>) => ({
    data: await auth.login(ctx, request.body, request.ip),
    message: done.login,
  });

  // The form field is the contract; a request without a body may send the bearer header instead.
  const getUser = async (request: OperationRequest<'getUser'>) => ({
    data: await auth.getUserByToken(ctx, request.body?.token || bearerToken(request)),
  });

  // As get-user: the form field, or the bearer header when the request has no body.
  const logout = async (request: OperationRequest<'logout'>) => {
    await auth.logout(ctx, request.body?.token || bearerToken(request));
    return { data: { status: 'Logout' as const }, message: done.logout };
  };

  const forgotPassword = async (request: OperationRequest<'forgotPassword'>) => {
    await passwords.forgotPassword(ctx, request.body, request.ip);
    return { message: done.resetLinkSent };
  };

  const getPasswordLink = async (request: OperationRequest<'getPasswordLink'>) => ({
    data: await passwords.getPasswordLink(ctx, request.params.token, request.ip),
  });

  const resetPassword = async (request: OperationRequest<'resetPassword'>) => {
    await passwords.usePasswordLink(ctx, 'reset', request.body, request.ip);
    return { message: done.passwordReset };
  };

  const setPassword = async (request: OperationRequest<'setPassword'>) => {
    await passwords.usePasswordLink(ctx, 'set', request.body, request.ip);
    return { message: done.passwordSet };
  };

  const changePassword = async (request: OperationRequest<'changePassword'>) => {
    await auth.changePassword(ctx, callerOf(request), request.body, request.ip);
    return { message: done.passwordChanged };
  };

  const getProfile = async (request: OperationRequest<'getProfile'>) => ({ data: await auth.getProfile(ctx, callerOf(request)) });

  const updateProfile = async (request: OperationRequest<'updateProfile'>) => ({
    data: await auth.updateProfile(ctx, callerOf(request), request.body),
    message: done.profileUpdated,
  });

  const updateProfileLanguage = async (request: OperationRequest<'updateProfileLanguage'>) => ({
    data: await auth.updateProfileLanguage(ctx, callerOf(request), request.body.language),
  });

  return {
    updateProfileLanguage,
    login,
    getUser,
    logout,
    forgotPassword,
    getPasswordLink,
    resetPassword,
    setPassword,
    changePassword,
    getProfile,
    updateProfile,
  } satisfies Partial<HandlerMap>;
}
