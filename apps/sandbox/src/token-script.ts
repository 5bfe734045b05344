/**
 * The sandbox's stand-in for the card provider's `token.js`: the same `Multipayment.init` /
 * `Multipayment.getToken` API and result codes. The card is posted to `/sandbox/tokens` on the
 * script's own origin (taken from `document.currentScript` when the script loads). No eval, no
 * storage, no logging; the card data lives only in the request.
 */
export const TOKEN_SCRIPT = `/* Kessai sandbox: card provider token script emulation. */
(function () {
  'use strict';
  var current = document.currentScript;
  var origin = '';
  try {
    origin = new URL(current && current.src ? current.src : '/', window.location.href).origin;
  } catch (error) {
    origin = '';
  }
  var endpoint = origin + '/sandbox/tokens';
  var DIGITS = /^[0-9]+$/;
  var SHOP_ID = /^[A-Za-z0-9_-]{1,64}$/;
  var HOLDER_NAME = /^[A-Za-z0-9 ,.\\/-]*$/;
  var shopId = null;

  function text(value) {
    if (value === undefined || value === null) return '';
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '\\u0000';
  }

  function deliver(callback, result) {
    var fn = null;
    if (typeof callback === 'function') fn = callback;
    else if (typeof callback === 'string' && typeof window[callback] === 'function') fn = window[callback];
    if (fn !== null) {
      setTimeout(function () {
        fn(result);
      }, 0);
    }
  }

  function check(card) {
    if (shopId === null) return '511';
    if (shopId === '') return '501';
    if (card === null || typeof card !== 'object') return '512';
    var cardno = text(card.cardno);
    var expire = text(card.expire);
    var code = text(card.securitycode);
    var name = text(card.holdername);
    var count = text(card.tokennumber);
    if (cardno === '') return '100';
    if (!DIGITS.test(cardno)) return '101';
    if (cardno.length < 10 || cardno.length > 16) return '102';
    if (expire === '') return '110';
    if (!DIGITS.test(expire)) return '111';
    if (expire.length !== 4) return '112';
    var month = Number(expire.slice(2));
    if (month < 1 || month > 12) return '113';
    if (code !== '') {
      if (!DIGITS.test(code)) return '121';
      if (code.length < 3 || code.length > 4) return '122';
    }
    if (!HOLDER_NAME.test(name)) return '131';
    if (name.length > 50) return '132';
    if (count !== '') {
      if (!DIGITS.test(count)) return '141';
      if (Number(count) < 1 || Number(count) > 10) return '142';
    }
    return null;
  }

  function init(id) {
    shopId = typeof id === 'string' && SHOP_ID.test(id) ? id : '';
  }

  function getToken(card, callback) {
    var failure = check(card);
    if (failure !== null) {
      deliver(callback, { resultCode: failure });
      return;
    }
    var body = JSON.stringify({
      shop_id: shopId,
      cardno: text(card.cardno),
      expire: text(card.expire),
      securitycode: text(card.securitycode),
      holdername: text(card.holdername),
      tokennumber: text(card.tokennumber) === '' ? '1' : text(card.tokennumber),
    });
    fetch(endpoint, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
      body: body,
    })
      .then(function (response) {
        if (!response.ok) throw new Error('token endpoint answered ' + response.status);
        return response.json();
      })
      .then(
        function (result) {
          var valid = result !== null && typeof result === 'object' && typeof result.resultCode === 'string';
          deliver(callback, valid ? result : { resultCode: '901' });
        },
        function () {
          deliver(callback, { resultCode: '901' });
        },
      );
  }

  window.Multipayment = { init: init, getToken: getToken };
})();
`;
