-- The texts of every mail the portal sends, moved from code into the database so admins can
-- edit them (GET/PUT /email-template). Plain text: a blank line starts a new paragraph and
-- {{name}} is replaced by a value the sending code passes (src/mail/templates.ts lists them).
-- An installation that already has a row keeps its edited text.
INSERT INTO "email_templates" ("name", "subject_sv", "subject_en", "message_sv", "message_en") VALUES
(
	'reset-password',
	'Återställ ditt lösenord',
	'Reset your password',
	$sv$Hej {{first_name}}!

Vi har fått en begäran om att återställa lösenordet till ditt konto i Konferensportalen.

Välj nytt lösenord: {{link}}

Länken gäller i {{expires_minutes}} minuter och kan bara användas en gång. Om du inte har begärt detta kan du bortse från mejlet.$sv$,
	$en$Hello {{first_name}},

We received a request to reset the password of your Konferensportalen account.

Choose a new password: {{link}}

The link is valid for {{expires_minutes}} minutes and can be used once. If you did not ask for this, you can ignore this email.$en$
),
(
	'set-password',
	'Välkommen till Konferensportalen – välj ditt lösenord',
	'Welcome to Konferensportalen – choose your password',
	$sv$Hej {{first_name}}!

Ett konto har skapats åt dig i Konferensportalen. Välj ett lösenord för att logga in.

Välj lösenord: {{link}}

Länken gäller i {{expires_days}} dagar och kan bara användas en gång.$sv$,
	$en$Hello {{first_name}},

An account has been created for you in Konferensportalen. Choose a password to log in.

Choose password: {{link}}

The link is valid for {{expires_days}} days and can be used once.$en$
),
(
	'lead-received',
	'Vi har tagit emot din konferensförfrågan',
	'We have received your conference request',
	$sv$Hej {{first_name}}!

Tack för din förfrågan om en konferens för {{participants}} personer i {{city}}, {{region}}, {{start_date}} – {{end_date}}.

Vi återkommer med förslag på konferensanläggningar så snart vi kan.

Vänliga hälsningar
Konferensportalen$sv$,
	$en$Hello {{first_name}},

Thank you for your request for a conference for {{participants}} people in {{city}}, {{region}}, {{start_date}} – {{end_date}}.

We will get back to you with suggested venues as soon as we can.

Kind regards
Konferensportalen$en$
),
(
	'task-reminder',
	'Påminnelse: {{task_subject}}',
	'Reminder: {{task_subject}}',
	$sv$Hej {{first_name}}!

Det här är en påminnelse om uppgiften "{{task_subject}}" (förfallodatum {{due_date}}).

Öppna uppgiften: {{link}}

Vänliga hälsningar
Konferensportalen$sv$,
	$en$Hello {{first_name}},

This is a reminder of the task "{{task_subject}}" (due {{due_date}}).

Open the task: {{link}}

Kind regards
Konferensportalen$en$
)
ON CONFLICT ("name") DO NOTHING;
