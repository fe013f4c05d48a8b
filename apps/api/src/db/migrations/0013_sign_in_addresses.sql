-- The addresses each account last signed in from with its password: a login from one of them is
-- slowed, never refused, while strangers guess the account's password from elsewhere.
CREATE TABLE "sign_in_addresses" (
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"address" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_pk" PRIMARY KEY("user_id","address")
);
