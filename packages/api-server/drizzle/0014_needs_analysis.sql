CREATE TABLE "needs_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "needs_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_sv" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_selectable" integer,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "needs_questions_answer_type_check" CHECK ("needs_questions"."answer_type" in ('text', 'yes_no', 'number', 'date', 'dropdown')),
	CONSTRAINT "needs_questions_max_selectable_check" CHECK (("needs_questions"."answer_type" = 'dropdown') = ("needs_questions"."max_selectable" is not null) and "needs_questions"."max_selectable" >= 1)
);
--> statement-breakpoint
CREATE TABLE "opportunity_answers" (
	"opportunity_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_answers_opportunity_id_question_id_pk" PRIMARY KEY("opportunity_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "opportunity_answers" ADD CONSTRAINT "opportunity_answers_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_answers" ADD CONSTRAINT "opportunity_answers_question_id_needs_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."needs_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "needs_questions_position_idx" ON "needs_questions" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "opportunity_answers_question_id_idx" ON "opportunity_answers" USING btree ("question_id");--> statement-breakpoint
-- Written by hand: a first question set, which the admins then edit (GET/POST/PUT /needs-questions).
INSERT INTO "needs_questions" ("question_sv", "question_en", "answer_type", "options", "max_selectable", "position") VALUES
	('Vad är syftet med konferensen?', 'What is the purpose of the conference?', 'text', '[]', NULL, 1),
	('Behövs projektor eller skärm i konferensrummet?', 'Is a projector or screen needed in the conference room?', 'yes_no', '[]', NULL, 2),
	('Ungefärlig budget per deltagare (kr exkl. moms)?', 'Approximate budget per participant (SEK ex VAT)?', 'number', '[]', NULL, 3),
	('Senaste dag för beslut?', 'Last day for a decision?', 'date', '[]', NULL, 4),
	('Särskilda kostbehov?', 'Special dietary needs?', 'dropdown',
		'[{"key":"vegetarian","sv":"Vegetarisk","en":"Vegetarian"},{"key":"vegan","sv":"Vegansk","en":"Vegan"},{"key":"gluten_free","sv":"Glutenfri","en":"Gluten-free"},{"key":"lactose_free","sv":"Laktosfri","en":"Lactose-free"}]',
		4, 5),
	('Vilka aktiviteter önskas? (högst två)', 'Which activities are wanted? (at most two)', 'dropdown',
		'[{"key":"spa","sv":"Spa","en":"Spa"},{"key":"outdoor","sv":"Utomhusaktivitet","en":"Outdoor activity"},{"key":"dinner_show","sv":"Middag med underhållning","en":"Dinner with a show"},{"key":"team_building","sv":"Teambuilding","en":"Team building"}]',
		2, 6);
