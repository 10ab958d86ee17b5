CREATE TABLE "register_day_figures" (
	"sro_code" text NOT NULL,
	"day" date NOT NULL,
	"documents" integer NOT NULL,
	"revenue_rupees" bigint NOT NULL,
	"high_value" integer NOT NULL,
	"auto_mutations" integer NOT NULL,
	CONSTRAINT "register_day_figures_sro_code_day_pk" PRIMARY KEY("sro_code","day")
);
--> statement-breakpoint
-- One document's figures added to its office's day when the registering transaction commits, its schedules then in place.
-- The same measures as the reports read from the register: revenue under every head, value above ₹10 lakh (HIGH_VALUE_RUPEES),
-- a transfer (MUTATION_MAJOR_CODES) with a schedule of land, a site or a flat.
CREATE FUNCTION register_day_figures_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO register_day_figures AS kept (sro_code, day, documents, revenue_rupees, high_value, auto_mutations)
  SELECT d.sro_code, d.registered_on, 1,
    d.stamp_duty_rupees + d.transfer_duty_rupees + d.registration_fee_rupees + d.user_charges_rupees + d.late_presentation_fine_rupees,
    (greatest(d.consideration_rupees, d.market_value_rupees) > 1000000)::int,
    (d.transaction_major_code IN ('01', '03', '04', '05', '06')
      AND EXISTS (SELECT 1 FROM register_properties p WHERE p.document_id = d.id AND p.kind IN ('rural', 'urban', 'flat')))::int
  FROM register_documents d WHERE d.id = NEW.id
  ON CONFLICT (sro_code, day) DO UPDATE SET
    documents = kept.documents + excluded.documents,
    revenue_rupees = kept.revenue_rupees + excluded.revenue_rupees,
    high_value = kept.high_value + excluded.high_value,
    auto_mutations = kept.auto_mutations + excluded.auto_mutations;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER register_day_figures_count AFTER INSERT ON register_documents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION register_day_figures_count();--> statement-breakpoint
-- The register as it stands when the table is made.
INSERT INTO register_day_figures (sro_code, day, documents, revenue_rupees, high_value, auto_mutations)
SELECT d.sro_code, d.registered_on, count(*),
  sum(d.stamp_duty_rupees + d.transfer_duty_rupees + d.registration_fee_rupees + d.user_charges_rupees + d.late_presentation_fine_rupees),
  count(*) FILTER (WHERE greatest(d.consideration_rupees, d.market_value_rupees) > 1000000),
  count(*) FILTER (WHERE d.transaction_major_code IN ('01', '03', '04', '05', '06')
    AND EXISTS (SELECT 1 FROM register_properties p WHERE p.document_id = d.id AND p.kind IN ('rural', 'urban', 'flat')))
FROM register_documents d
GROUP BY d.sro_code, d.registered_on;
