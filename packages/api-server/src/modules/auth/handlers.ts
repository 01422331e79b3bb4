import type { AppContext } from '../../core/context.js';
import { bearerToken, callerOf } from '../../core/http/access-control.js';
import * as auth from './service.js';
import * as passwords from './passwords.js';
import type { Handler } from '../../core/http/handler.js';

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
  const login: Handler<{ Body: auth.LoginInput }> = async (request) => ({
    data: await auth.login(ctx, request.body, request.ip),
    message: done.login,
  });

  // The form field is the contract; a request without a body may send the bearer header instead.
  const getUser: Handler<{ Body: { token: string } | undefined }> = async (request) => ({
    data: await auth.getUserByToken(ctx, request.body?.token || bearerToken(request)),
  });

  const logout: Handler<{ Body: { token: string } }> = async (request) => {
    await auth.logout(ctx, request.body.token);
    return { data: { status: 'Logout' }, message: done.logout };
  };

  const forgotPassword: Handler<{ Body: { email: string } }> = async (request) => {
    await passwords.forgotPassword(ctx, request.body, request.ip);
    return { message: done.resetLinkSent };
  };

  const getPasswordLink: Handler<{ Params: { token: string } }> = async (request) => ({
    data: await passwords.getPasswordLink(ctx, request.params.token),
  });

  const resetPassword: Handler<{ Body: passwords.NewPasswordInput }> = async (request) => {
    await passwords.usePasswordLink(ctx, 'reset', request.body);
    return { message: done.passwordReset };
  };

  const setPassword: Handler<{ Body: passwords.NewPasswordInput }> = async (request) => {
    await passwords.usePasswordLink(ctx, 'set', request.body);
    return { message: done.passwordSet };
  };

  const changePassword: Handler<{ Body: auth.ChangePasswordInput }> = async (request) => {
    await auth.changePassword(ctx, callerOf(request), request.body);
    return { message: done.passwordChanged };
  };

  const getProfile: Handler = async (request) => ({ data: await auth.getProfile(ctx, callerOf(request)) });

  const updateProfile: Handler<{ Body: auth.ProfileInput }> = async (request) => ({
    data: await auth.updateProfile(ctx, callerOf(request), request.body),
    message: done.profileUpdated,
  });

  const updateProfileLanguage: Handler<{ Body: { language: 'sv' | 'en' } }> = async (request) => ({
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
  };
}
