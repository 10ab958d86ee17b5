CREATE TABLE "register_name_pairs" (
	"pair" text NOT NULL,
	"party_id" bigint NOT NULL,
	"document_id" bigint NOT NULL,
	"role" text NOT NULL,
	"registered_on" date NOT NULL,
	"name_en" text NOT NULL,
	"name_te" text NOT NULL,
	"name_keys" text[] NOT NULL
);
--> statement-breakpoint
-- The pairs of whole-word keys among a party's name keys, lesser first in byte order (the domain's searchKeyPair joins a
-- search's pair alike); initials (`=k`) and place keys (`@s:701`) pair with nothing.
CREATE FUNCTION name_key_pairs(keys text[]) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT first_key || '+' || second_key
  FROM unnest(keys) AS first_key, unnest(keys) AS second_key
  WHERE first_key COLLATE "C" < second_key COLLATE "C" AND left(first_key, 1) NOT IN ('=', '@') AND left(second_key, 1) NOT IN ('=', '@')
$$;--> statement-breakpoint
-- The search reads a pair's parties from this index alone: every column it filters or ranks by is included.
CREATE UNIQUE INDEX "register_name_pairs_pair_party_idx" ON "register_name_pairs" ("pair", "party_id")
  INCLUDE ("document_id", "role", "registered_on", "name_en", "name_te", "name_keys");--> statement-breakpoint
-- Once a statement for all the parties it stored: the bulk loader stores thousands at a time.
CREATE FUNCTION register_name_pairs_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO register_name_pairs (pair, party_id, document_id, role, registered_on, name_en, name_te, name_keys)
  SELECT pairs.pair, added.id, added.document_id, added.role, added.registered_on, added.name_en, added.name_te, added.name_keys
  FROM added, name_key_pairs(added.name_keys) AS pairs(pair);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER register_name_pairs_add AFTER INSERT ON register_parties REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION register_name_pairs_add();--> statement-breakpoint
-- A corrected index entry changes a party's names and keys: its pairs follow.
CREATE FUNCTION register_name_pairs_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM register_name_pairs WHERE party_id = OLD.id AND pair IN (SELECT name_key_pairs(OLD.name_keys));
  INSERT INTO register_name_pairs (pair, party_id, document_id, role, registered_on, name_en, name_te, name_keys)
  SELECT pairs.pair, NEW.id, NEW.document_id, NEW.role, NEW.registered_on, NEW.name_en, NEW.name_te, NEW.name_keys
  FROM name_key_pairs(NEW.name_keys) AS pairs(pair);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER register_name_pairs_change AFTER UPDATE ON register_parties FOR EACH ROW
  WHEN ((OLD.name_keys, OLD.name_en, OLD.name_te, OLD.role, OLD.registered_on, OLD.document_id) IS DISTINCT FROM (NEW.name_keys, NEW.name_en, NEW.name_te, NEW.role, NEW.registered_on, NEW.document_id))
  EXECUTE FUNCTION register_name_pairs_change();--> statement-breakpoint
CREATE FUNCTION register_name_pairs_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM register_name_pairs AS kept USING removed WHERE kept.party_id = removed.id AND kept.pair IN (SELECT name_key_pairs(removed.name_keys));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER register_name_pairs_remove AFTER DELETE ON register_parties REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION register_name_pairs_remove();--> statement-breakpoint
-- The parties as they stand when the table is made.
INSERT INTO register_name_pairs (pair, party_id, document_id, role, registered_on, name_en, name_te, name_keys)
SELECT pairs.pair, p.id, p.document_id, p.role, p.registered_on, p.name_en, p.name_te, p.name_keys
FROM register_parties p, name_key_pairs(p.name_keys) AS pairs(pair);
