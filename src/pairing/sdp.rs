//! Reading a browser's SDP into a [`Handshake`] and writing one back. Only the lines a
//! data-channel-only connection needs are read; the SDP written back is the one Chromium makes
//! for such a connection, with the candidates in it (no trickling: nothing carries late ones).

use std::fmt::Write as _;
use std::net::{Ipv4Addr, Ipv6Addr};

use super::handshake::{
    is_ice_text, is_mdns_label, Address, Candidate, Handshake, HandshakeError, Kind, Setup,
    MAX_CANDIDATES,
};

/// The SCTP port every browser uses for data channels, and the only one written back.
const SCTP_PORT: &str = "5000";

/// The largest message the rebuilt SDP says this side takes: what Chromium announces. A board
/// game's messages are far smaller; the sender never sees the true limit of the other side.
const MAX_MESSAGE_SIZE: u32 = 262_144;

impl Handshake {
    /// Reads the SDP a browser made (`localDescription.sdp` after ICE gathering has completed).
    /// Candidates other than UDP host ones (server-reflexive, relay, TCP) are left out; beyond
    /// [`MAX_CANDIDATES`] the lowest-priority ones are.
    pub fn from_sdp(kind: Kind, sdp: &str) -> Result<Handshake, HandshakeError> {
        parse(kind, sdp)
    }

    /// The SDP to give `setRemoteDescription({type, sdp})` on the other device.
    pub fn to_sdp(&self) -> String {
        build(self)
    }
}

fn parse(kind: Kind, sdp: &str) -> Result<Handshake, HandshakeError> {
    let (mut ufrag, mut pwd, mut fingerprint, mut setup) = (None, None, None, None);
    let mut media = 0;
    // (priority, candidate), to order by priority.
    let mut found: Vec<(u32, Candidate)> = Vec::new();
    for line in sdp.lines().map(str::trim) {
        if let Some(m) = line.strip_prefix("m=") {
            media += 1;
            if media > 1 || !m.starts_with("application ") || !m.ends_with("webrtc-datachannel") {
                return Err(HandshakeError::Unsupported(format!("media line \"{m}\"")));
            }
        } else if let Some(value) = line.strip_prefix("a=ice-ufrag:") {
            ufrag.get_or_insert(value);
        } else if let Some(value) = line.strip_prefix("a=ice-pwd:") {
            pwd.get_or_insert(value);
        } else if let Some(value) = line.strip_prefix("a=fingerprint:") {
            // A browser may list several hashes of one certificate; SHA-256 is the one all make.
            if let Some(hex) = strip_prefix_ignore_case(value, "sha-256 ") {
                fingerprint.get_or_insert(hex.trim());
            }
        } else if let Some(value) = line.strip_prefix("a=setup:") {
            setup.get_or_insert(value);
        } else if let Some(value) = line.strip_prefix("a=mid:") {
            // The rebuilt SDP says `a=mid:0`, and the answer must name the offer's mid.
            if value != "0" {
                return Err(HandshakeError::Unsupported(format!("mid \"{value}\"")));
            }
        } else if let Some(value) = line.strip_prefix("a=sctp-port:") {
            if value != SCTP_PORT {
                return Err(HandshakeError::Unsupported(format!("SCTP port {value}")));
            }
        } else if let Some(value) = line.strip_prefix("a=candidate:") {
            if let Some(candidate) = host_candidate(value) {
                if !found.iter().any(|(_, c)| *c == candidate.1) {
                    found.push(candidate);
                }
            }
        }
    }
    if media == 0 {
        return Err(HandshakeError::Missing("the data channel (m=application)"));
    }
    let ufrag = ufrag.ok_or(HandshakeError::Missing("a=ice-ufrag"))?;
    let pwd = pwd.ok_or(HandshakeError::Missing("a=ice-pwd"))?;
    if !is_ice_text(ufrag, 4) {
        return Err(HandshakeError::BadIceText("user name"));
    }
    if !is_ice_text(pwd, 22) {
        return Err(HandshakeError::BadIceText("password"));
    }
    let fingerprint = fingerprint.ok_or(HandshakeError::Missing("a=fingerprint:sha-256"))?;
    let fingerprint = parse_fingerprint(fingerprint).ok_or(HandshakeError::BadFingerprint)?;
    let setup_word = setup.ok_or(HandshakeError::Missing("a=setup"))?;
    // JSEP: an offer leaves the DTLS role open; an answer must choose one.
    let setup = match (kind, setup_word) {
        (Kind::Offer, "actpass") => Setup::ActPass,
        (Kind::Answer, "active") => Setup::Active,
        (Kind::Answer, "passive") => Setup::Passive,
        _ => return Err(HandshakeError::BadSetup(setup_word.to_string())),
    };
    // Stable: equal priorities keep the SDP's order.
    found.sort_by_key(|(priority, _)| std::cmp::Reverse(*priority));
    found.truncate(MAX_CANDIDATES);
    if found.is_empty() {
        return Err(HandshakeError::NoCandidates);
    }
    Ok(Handshake {
        kind,
        setup,
        ufrag: ufrag.to_string(),
        pwd: pwd.to_string(),
        fingerprint,
        candidates: found.into_iter().map(|(_, c)| c).collect(),
    })
}

fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// `foundation component transport priority address port typ type …`: a UDP host candidate of
/// component 1 (RTP and RTCP share it for data channels), with its priority.
fn host_candidate(value: &str) -> Option<(u32, Candidate)> {
    let fields: Vec<&str> = value.split_whitespace().collect();
    let [_foundation, component, transport, priority, address, port, typ, kind, ..] =
        fields.as_slice()
    else {
        return None;
    };
    if *component != "1"
        || !transport.eq_ignore_ascii_case("udp")
        || *typ != "typ"
        || *kind != "host"
    {
        return None;
    }
    let priority: u32 = priority.parse().ok()?;
    let port: u16 = port.parse().ok()?;
    let address = if let Ok(ip) = address.parse::<Ipv4Addr>() {
        Address::V4(ip)
    } else if let Ok(ip) = address.parse::<Ipv6Addr>() {
        Address::V6(ip)
    } else {
        let name = address.strip_suffix(".local")?;
        if !is_mdns_label(name) {
            return None;
        }
        Address::Mdns(name.to_string())
    };
    Some((priority, Candidate { address, port }))
}

/// `DA:82:…`: 32 bytes in hexadecimal (either case), joined by `:`.
fn parse_fingerprint(text: &str) -> Option<[u8; 32]> {
    let mut out = [0u8; 32];
    let mut count = 0;
    for part in text.split(':') {
        if part.len() != 2 || count == 32 {
            return None;
        }
        out[count] = u8::from_str_radix(part, 16).ok()?;
        count += 1;
    }
    (count == 32).then_some(out)
}

fn build(handshake: &Handshake) -> String {
    // A session id is any number below 2^63; one from the fingerprint keeps the text the same
    // each time it is built.
    let mut id = [0u8; 8];
    id.copy_from_slice(&handshake.fingerprint[..8]);
    let session = u64::from_be_bytes(id) >> 2;
    let mut sdp = String::new();
    let mut line = |text: &str| {
        sdp.push_str(text);
        sdp.push_str("\r\n");
    };
    line("v=0");
    line(&format!("o=- {session} 2 IN IP4 127.0.0.1"));
    line("s=-");
    line("t=0 0");
    line("a=group:BUNDLE 0");
    line("a=msid-semantic: WMS");
    line("m=application 9 UDP/DTLS/SCTP webrtc-datachannel");
    line("c=IN IP4 0.0.0.0");
    for (i, candidate) in handshake.candidates.iter().enumerate() {
        line(&format!(
            "a=candidate:{} 1 udp {} {} {} typ host generation 0",
            i + 1,
            host_priority(i),
            candidate.address,
            candidate.port
        ));
    }
    line("a=end-of-candidates");
    line(&format!("a=ice-ufrag:{}", handshake.ufrag));
    line(&format!("a=ice-pwd:{}", handshake.pwd));
    line("a=ice-options:trickle");
    let mut hex = String::with_capacity(95);
    for (i, byte) in handshake.fingerprint.iter().enumerate() {
        let colon = if i == 0 { "" } else { ":" };
        // Writing to a String cannot fail.
        let _ = write!(hex, "{colon}{byte:02X}");
    }
    line(&format!("a=fingerprint:sha-256 {hex}"));
    line(&format!("a=setup:{}", handshake.setup.sdp_word()));
    line("a=mid:0");
    line(&format!("a=sctp-port:{SCTP_PORT}"));
    line(&format!("a=max-message-size:{MAX_MESSAGE_SIZE}"));
    sdp
}

/// RFC 8445's priority for the `index`-th host candidate: type preference 126 (host), a local
/// preference that falls with the index (the text keeps the order, not the numbers), component 1.
fn host_priority(index: usize) -> u32 {
    let local = 65_535 - index.min(65_535) as u32;
    (126 << 24) | (local << 8) | 255
}
