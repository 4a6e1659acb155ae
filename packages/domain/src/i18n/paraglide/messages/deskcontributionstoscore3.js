/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Deskcontributionstoscore3Inputs */

const en_deskcontributionstoscore3 = /** @type {(inputs: Deskcontributionstoscore3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contribution to score`);
	return /** @type {LocalizedString} */ (`${i?.count} contributions to score`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} contribution to score" |
* | * | "{count} contributions to score" |
*
* @param {Deskcontributionstoscore3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deskcontributionstoscore3 = /** @type {((inputs: Deskcontributionstoscore3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deskcontributionstoscore3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deskcontributionstoscore3", en_deskcontributionstoscore3));
export { deskcontributionstoscore3 as "deskContributionsToScore" }