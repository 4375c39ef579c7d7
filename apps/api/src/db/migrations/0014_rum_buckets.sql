CREATE TABLE "rum_buckets" (
	"hour" timestamp with time zone NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "rum_buckets_hour_route_device_metric_bucket_pk" PRIMARY KEY("hour","route","device","metric","bucket")
);
