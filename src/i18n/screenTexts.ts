import { registerMessages } from '.';
import screens from './de/commonScreens.json';

/**
 * The part of the namespace "common" that only the screens beyond the first load use: their page titles,
 * the form messages other than "required" (the file field's too), an order form's offline notice, the postal
 * address block. The route table loads this module with each such screen (routeTable.ts, withScreenTexts), so
 * /login and the start page do not carry it.
 */
registerMessages('common', screens);
