// The WebRTC connection between two devices (issue 22): one data channel, set up
// from an offer and an answer that the people carry themselves (www/pair/pair.js makes
// them compact). By default no ICE server is asked anything: only host candidates,
// the devices' own addresses on their network. Events:
//   open                  the channel is open
//   message { text }      a message arrived
//   quiet / awake         nothing arrived for a while / something arrived again
//   closed { reason }     the connection is over: 'failed' (ICE gave up), 'closed'
//                         (the friend or this device closed it), or 'timeout'
//                         (not open within the time given to connect())

import { compactSdp, expandSdp } from './pair.js';

/** How long ICE gathering may take before the offer or answer goes with the candidates found. */
const GATHER_MILLIS = 5000;
/** A ping every so often; the connection is said to be quiet after QUIET_MILLIS of silence. */
const PING_MILLIS = 4000;
const QUIET_MILLIS = 15000;

export class PairLink extends EventTarget {
  /** @param {RTCIceServer[]} iceServers none by default: only the devices' own addresses */
  constructor(iceServers = []) {
    super();
    this.pc = new RTCPeerConnection({ iceServers });
    this.channel = null;
    this.isOpen = false;
    this.over = false;
    this.quiet = false;
    this.heard = 0;
    this.timers = [];
    this.pc.addEventListener('connectionstatechange', () => {
      if (this.pc.connectionState === 'failed') this.end('failed');
    });
    this.pc.addEventListener('datachannel', (e) => this.adopt(e.channel));
  }

  /** The inviter's half: resolves to the compact offer (candidates included). */
  async offer() {
    this.adopt(this.pc.createDataChannel('mancala', { ordered: true }));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.gathered();
  }

  /** The friend's half: takes the compact offer, resolves to the compact answer. */
  async answer(offer) {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: expandSdp(offer, 'offer') });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return this.gathered();
  }

  /** The inviter takes the friend's compact answer; the devices then connect. */
  async accept(answer) {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: expandSdp(answer, 'answer') });
  }

  /** Ends the connection with 'timeout' unless the channel opens within `millis`. */
  connect(millis) {
    if (this.isOpen || this.over) return;
    this.timers.push(setTimeout(() => !this.isOpen && this.end('timeout'), millis));
  }

  /** How many candidates of each kind this device offered (for the words of a failure). */
  get candidates() {
    return this.offered ?? { h: 0, s: 0, r: 0 };
  }

  async gathered() {
    if (this.pc.iceGatheringState !== 'complete') {
      await new Promise((done) => {
        const timer = setTimeout(done, GATHER_MILLIS);
        this.pc.addEventListener('icegatheringstatechange', () => {
          if (this.pc.iceGatheringState === 'complete') {
            clearTimeout(timer);
            done();
          }
        });
      });
    }
    const compact = compactSdp(this.pc.localDescription.sdp);
    this.offered = { h: 0, s: 0, r: 0 };
    for (const [type] of compact.c) this.offered[type] += 1;
    return compact;
  }

  adopt(channel) {
    this.channel = channel;
    channel.addEventListener('open', () => {
      this.isOpen = true;
      this.heard = Date.now();
      this.timers.push(setInterval(() => this.tick(), PING_MILLIS));
      this.dispatchEvent(new Event('open'));
    });
    channel.addEventListener('message', (e) => {
      this.heard = Date.now();
      if (this.quiet) {
        this.quiet = false;
        this.dispatchEvent(new Event('awake'));
      }
      if (typeof e.data === 'string' && e.data.includes('"t":"ping"')) return;
      this.dispatchEvent(new CustomEvent('message', { detail: { text: e.data } }));
    });
    channel.addEventListener('close', () => this.end('closed'));
  }

  tick() {
    this.sendText('{"v":1,"t":"ping"}');
    if (!this.quiet && Date.now() - this.heard > QUIET_MILLIS) {
      this.quiet = true;
      this.dispatchEvent(new Event('quiet'));
    }
  }

  /** Sends `text` if the channel is open; false if it is not. */
  sendText(text) {
    if (this.channel?.readyState !== 'open') return false;
    try {
      this.channel.send(text);
      return true;
    } catch {
      return false;
    }
  }

  end(reason) {
    if (this.over) return;
    this.over = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.channel?.close();
    this.pc.close();
    this.dispatchEvent(new CustomEvent('closed', { detail: { reason } }));
  }

  close() {
    this.end('closed');
  }
}
