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
    // Send the access token in the Authorization header, not the query string (RFC 6750 §2.3).
    (
      this as unknown as { _oauth2: { useAuthorizationHeaderforGET(on: boolean): void } }
    )._oauth2.useAuthorizationHeaderforGET(true);
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity | false {
    const json = (profile._json ?? {}) as {
      sub?: string;
      email?: string;
      email_verified?: boolean | string;
      given_name?: string;
      family_name?: string;
    };
    const email = (profile.emails?.[0]?.value ?? json.email)?.toLowerCase();
    // OpenID Connect userinfo names the subject `sub`; Google's older profile API named it `id`.
    const googleId = profile.id ?? json.sub;
    if (!email || !googleId) return false;
    return {
      googleId,
      email,
      emailVerified: json.email_verified === true || json.email_verified === 'true',
      firstName: profile.name?.givenName ?? json.given_name ?? null,
      lastName: profile.name?.familyName ?? json.family_name ?? null,
    };
  }
}
