CREATE TABLE "job_claims" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_claims_job_period_pk" PRIMARY KEY("job","period")
);
