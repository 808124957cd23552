-- Minimal identity for DPoP-bound access (6.3, 8.5; 08-identity is not available, docs/decisions.md D16):
-- the server's signing keys, devices with their DPoP key, sessions and API tokens of agents and apps.

CREATE TABLE signing_keys (
  kid         text PRIMARY KEY,
  use         text NOT NULL CHECK (use IN ('access_token', 'invocation_token', 'dpop_nonce')),
  alg         text NOT NULL,
  public_jwk  jsonb,
  private_jwk jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  retired_at  timestamptz
);

CREATE TABLE devices (
  id           uuid PRIMARY KEY,
  principal_id uuid NOT NULL REFERENCES principals (id),
  name         text NOT NULL DEFAULT '',
  jkt          text NOT NULL,                 -- RFC 7638 thumbprint of the device's DPoP key
  public_jwk   jsonb NOT NULL,
  state        text NOT NULL CHECK (state IN ('pending', 'active', 'revoked')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz
);
CREATE INDEX devices_principal ON devices (principal_id);

CREATE TABLE sessions (
  id           uuid PRIMARY KEY,
  principal_id uuid NOT NULL REFERENCES principals (id),
  device_id    uuid REFERENCES devices (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_principal ON sessions (principal_id);

-- API tokens of agents and apps (6.3): a fixed expires_at, optionally bound to a DPoP key.
CREATE TABLE api_tokens (
  id           uuid PRIMARY KEY,
  principal_id uuid NOT NULL REFERENCES principals (id),
  dpop_jkt     text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX api_tokens_principal ON api_tokens (principal_id);
