import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile } from 'passport-google-oauth20';
import { AppConfig } from '../../../config/app.config.js';
import { AuthConfig } from '../auth.config.js';

export interface GoogleIdentity {
  googleId: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** Registered only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set (see AuthModule). */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(auth: AuthConfig, app: AppConfig) {
    super({
      clientID: auth.googleClientId!,
      clientSecret: auth.googleClientSecret!,
      callbackURL: `${app.publicUrl}/api/auth/google/callback`,
      authorizationURL: auth.googleAuthUrl,
      tokenURL: auth.googleTokenUrl,
      userProfileURL: auth.googleUserInfoUrl,
      scope: ['openid', 'email', 'profile'],
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity | false {
    const json = (profile._json ?? {}) as { email?: string; email_verified?: boolean | string };
    const email = (profile.emails?.[0]?.value ?? json.email)?.toLowerCase();
    if (!email) return false;
    return {
      googleId: profile.id,
      email,
      emailVerified: json.email_verified === true || json.email_verified === 'true',
      firstName: profile.name?.givenName ?? null,
      lastName: profile.name?.familyName ?? null,
    };
  }
}
