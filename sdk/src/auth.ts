// Where the SDK gets access tokens. The login and refresh flows belong to the app (08-identity is
// not part of this chapter); the SDK only asks for the current token and for a renewal.
import { BothyError, SdkErrorCode } from './errors.ts';

export interface TokenProvider {
  /** The current access token. */
  getAccessToken(): Promise<string>;
  /**
   * A new access token through refresh: on reauth_required (6.3), after 4004 and 4011 (6.4).
   * Rejects when renewal is not possible; the connection then logs out.
   */
  renewAccessToken(): Promise<string>;
}

/** The plain default: a token held in memory, renewed by an optional function. */
export class StaticTokenProvider implements TokenProvider {
  #token: string;

  constructor(
    token: string,
    private readonly renew?: () => Promise<string>,
  ) {
    this.#token = token;
  }

  async getAccessToken(): Promise<string> {
    return this.#token;
  }

  async renewAccessToken(): Promise<string> {
    if (!this.renew) throw new BothyError(SdkErrorCode.TokenRenewal, 'this token provider cannot renew the access token');
    this.#token = await this.renew();
    return this.#token;
  }
}
