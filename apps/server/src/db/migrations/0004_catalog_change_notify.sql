-- Any change to what the catalogue lists show (products, their stock and sales, ratings,
-- categories, brands, shops) tells every server instance, on commit, to clear its list cache.
-- Instances coalesce these notices (modules/catalog/catalog-cache.ts). PostgreSQL folds
-- identical notices of one transaction into one.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', 'rows');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER brands_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER shops_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER comments_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
