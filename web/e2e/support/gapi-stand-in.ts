/**
 * An offline stand-in for https://apis.google.com/js/api.js, served to the browser by the e2e
 * harness (offline-routes.ts). Both the app page (Firebase Auth's popup resolver) and the Auth
 * emulator's hidden helper iframe (/emulator/auth/iframe) load Google's script for one feature:
 * gapi.iframes, a message channel between a page and an iframe it opens. This implements just
 * that channel over postMessage:
 *   page:   gapi.load('gapi.iframes') → getContext().open({url, where, attributes}, onOpen)
 *           → iframe handle: register(name, handler), send(name, data, callback), ping(), restyle()
 *   iframe: gapi.iframes.getContext().getParentIframe() → register / send to the page
 * A call is answered with [handlerResult]; calls for a name nobody registered yet are queued
 * (the emulator's iframe sends its first authEvent before the SDK registers its handler).
 * Loaded as `api.js?onload=<callback>` (the SDK) or with window.gapi_onload (the emulator's page).
 */
export const GAPI_STAND_IN = String.raw`(function () {
  'use strict';
  var TAG = '__qrGapiStandIn';
  var channels = [];
  var nextId = 1;

  function Channel(peer) {
    this.peer = peer;
    this.handlers = {};
    this.queued = {};
    this.pending = {};
    this.ready = false;
    this.onReady = [];
    channels.push(this);
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    this.peer.postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.queued[name] || [];
    delete this.queued[name];
    queued.forEach(this.answer, this);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = nextId++;
    if (callback) this.pending[id] = callback;
    this.post({ kind: 'call', name: name, data: data, id: id });
  };
  Channel.prototype.answer = function (message) {
    var handler = this.handlers[message.name];
    if (!handler) {
      (this.queued[message.name] = this.queued[message.name] || []).push(message);
      return;
    }
    var self = this;
    Promise.resolve()
      .then(function () { return handler(message.data); })
      .then(
        function (result) { self.post({ kind: 'reply', id: message.id, result: [result] }); },
        function () { self.post({ kind: 'reply', id: message.id, result: [{ status: 'ERROR' }] }); }
      );
  };
  Channel.prototype.whenReady = function (callback) {
    if (this.ready) callback(); else this.onReady.push(callback);
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.ready = true;
      this.onReady.splice(0).forEach(function (callback) { callback(); });
    } else if (message.kind === 'call') {
      this.answer(message);
    } else if (message.kind === 'reply') {
      var callback = this.pending[message.id];
      delete this.pending[message.id];
      // Like gapi, a throwing callback must not break the channel (the SDK throws on purpose).
      try { if (callback) callback(message.result); } catch (error) { /* ignored */ }
    }
  };

  function handle(channel, iframe) {
    return {
      register: function (name, handler) { channel.register(name, handler); },
      send: function (name, data, callback) { channel.send(name, data, callback); },
      ping: function (callback) {
        return new Promise(function (resolve) {
          channel.whenReady(function () { if (callback) callback(); resolve(); });
        });
      },
      restyle: function () { return Promise.resolve(); },
      getIframeEl: function () { return iframe; }
    };
  }

  var parentChannel = window.parent !== window ? new Channel(window.parent) : null;

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].peer === event.source) return channels[i].receive(message);
    }
  });

  var context = {
    open: function (options, onOpen) {
      var iframe = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(iframe.style, attributes.style);
        else iframe.setAttribute(name, attributes[name]);
      });
      iframe.src = options.url;
      (options.where || document.body).appendChild(iframe);
      var frameHandle = handle(new Channel(iframe.contentWindow), iframe);
      return Promise.resolve(onOpen ? onOpen(frameHandle) : frameHandle);
    },
    getParentIframe: function () { return parentChannel && handle(parentChannel, null); }
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    getContext: function () { return context; },
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; }
  };
  window.gapi.load = function (_modules, config) {
    var callback = typeof config === 'function' ? config : config && config.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  if (parentChannel) parentChannel.post({ kind: 'ready' });
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;
