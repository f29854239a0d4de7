-- Row-level security for media_assets (0016). Uploaded images are not cached by the storefront's content tags
-- (pages store the image's address, and that change is announced by the table it is saved in), so no notify trigger.
SELECT apply_tenant_isolation();
