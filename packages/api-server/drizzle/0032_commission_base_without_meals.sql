-- Written by hand (issue 27 §4): a commission's quote_base is accommodation + conference, with
-- meals only when the venue's commission type includes them (PIPELINE.md "Commission";
-- commissions/rules.ts `countsInBase`). Commissions made before counted meals (and food products)
-- for every venue: their base is summed again from their lines, as categoryOf sorts them.
UPDATE "commissions" c SET "quote_base" = coalesce((
	SELECT sum(l."base_quote") FROM "commission_lines" l
	WHERE l."commission_id" = c."id"
	AND (
		l."kind" IN ('single_room', 'double_room', 'conference_room')
		OR (l."kind" = 'product' AND l."vat_kind" = 'conference')
		OR (c."commission_type" = 'accommodation_conference_meals' AND (l."kind" = 'meal' OR (l."kind" = 'product' AND l."vat_kind" = 'food')))
	)
), 0);
