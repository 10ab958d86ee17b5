ALTER TABLE "content_items" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The lists seeded before this column were made up for the demo in the same way.
UPDATE "content_items" SET "is_demo" = true WHERE "list" IN ('circulars', 'judgements', 'stamp-judgements', 'tenders');
--> statement-breakpoint
-- The department login page no longer asks for a login type the form does not have.
UPDATE "content_sections" SET "paragraphs" = replace(replace("paragraphs"::text, 'Choose your login type, enter the user ID issued to you and your password.', 'Enter the user ID issued to you and your password: the portal knows your login type, office and menu from your user ID.'), 'మీ లాగిన్ రకాన్ని ఎంచుకొని, మీకు కేటాయించిన యూజర్ ఐడీ, పాస్‌వర్డ్ నమోదు చేయండి.', 'మీకు కేటాయించిన యూజర్ ఐడీ, పాస్‌వర్డ్ నమోదు చేయండి: మీ లాగిన్ రకం, కార్యాలయం, మెనూ మీ యూజర్ ఐడీ ద్వారానే పోర్టల్‌కు తెలుస్తాయి.')::jsonb WHERE "page" = 'department-login';
