/** A file import (a font) in jest: its URL, as the build's file loader gives it. */
module.exports = 'asset.ttf';
