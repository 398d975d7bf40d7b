// How a visitor books a call, as content/booking.json holds it (its schema: bookingSchema in
// content/schema.ts): the scheduling page the owner names, an owner fact (content/owner-fact.ts).
// lib/booking/scheduler.ts words it for the pages. `npm run check:content` checks the file first.
import type { z } from "zod";
import type { bookingSchema } from "@/content/schema";
import bookingFile from "@/content/booking.json";

export type Booking = z.infer<typeof bookingSchema>;

export const booking = bookingFile as Booking;
