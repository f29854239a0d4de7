-- Issue 29: the languages a clinic's site is read in; Korean is always on. Written by hand: migrations 0024–0029
-- were custom (no snapshot), so drizzle-kit's diff repeated them. The 0030 snapshot is the whole schema again.
ALTER TABLE "site_settings" ADD COLUMN "languages" text[] DEFAULT '{ko}'::text[] NOT NULL;
