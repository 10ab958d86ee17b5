-- The name search reads the rarest of a search's name pairs, by the counts ANALYZE keeps of the commonest values
-- (pg_stats.most_common_vals): the thousand commonest pairs rather than the default hundred, so the given names
-- that recur in every other name ("Venkata Lakshmi", "Srinivasa Rao") are known for what they are.
ALTER TABLE "register_name_pairs" ALTER COLUMN "pair" SET STATISTICS 1000;
