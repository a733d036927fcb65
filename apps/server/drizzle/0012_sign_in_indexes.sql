DROP INDEX "login_attempts_account_at_idx";--> statement-breakpoint
DROP INDEX "login_attempts_ip_at_idx";--> statement-breakpoint
CREATE INDEX "login_attempts_failed_account_at_idx" ON "login_attempts" USING btree ("account","at") WHERE not "login_attempts"."success";--> statement-breakpoint
CREATE INDEX "login_attempts_failed_ip_at_idx" ON "login_attempts" USING btree ("ip","at") WHERE not "login_attempts"."success";--> statement-breakpoint
CREATE INDEX "login_attempts_succeeded_account_at_idx" ON "login_attempts" USING btree ("account","at") WHERE "login_attempts"."success";--> statement-breakpoint
CREATE INDEX "sessions_live_user_id_idx" ON "sessions" USING btree ("user_id") WHERE "sessions"."ended_reason" is null;