/*
 * Kept apart from context.ts, whose zod schemas the web app does not load before its first paint.
 */

/**
 * The id of the `<script type="application/json">` in the index page that carries the start-up
 * configuration (`context/getInitialConfig`'s data), so the first paint waits for no API call.
 */
export const startUpDataElementId = 'parvaz-start-up';
