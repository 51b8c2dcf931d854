<?php
/**
 * The lane's content, written through WordPress's own APIs into a freshly installed site.
 *
 * A few photographs are drawn with GD (gradients, soft shapes and grain, so they compress like photographs) and
 * uploaded with media_handle_sideload(), so WordPress scales them (big_image_size_threshold, 2560) and makes its own
 * sizes; every post reuses those few attachments, since the resizing is the slow part. `php seed.php <file>`: the
 * feeds' uploads and posts in English and French come from the file (server/wordpress/feeds.js writes it from the
 * reference server's feed modules). Then 35 upcoming master classes in 6 locations (and some past ones), 130
 * contacts and the two options pages. Prints a JSON summary (counts and attachment ids) on its last line.
 */
require __DIR__ . '/cli.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

wp_set_current_user( 1 );

/** A photograph-like JPEG: a two-colour gradient, translucent ellipses and a grain tile over it. */
function pm_photo( $width, $height, $seed, $file ) {
	mt_srand( $seed );
	$im   = imagecreatetruecolor( $width, $height );
	$from = array( mt_rand( 40, 220 ), mt_rand( 40, 220 ), mt_rand( 40, 220 ) );
	$to   = array( mt_rand( 20, 200 ), mt_rand( 20, 200 ), mt_rand( 20, 200 ) );
	for ( $y = 0; $y < $height; $y++ ) {
		$t = $y / $height;
		$c = imagecolorallocate(
			$im,
			(int) ( $from[0] + ( $to[0] - $from[0] ) * $t ),
			(int) ( $from[1] + ( $to[1] - $from[1] ) * $t ),
			(int) ( $from[2] + ( $to[2] - $from[2] ) * $t )
		);
		imageline( $im, 0, $y, $width - 1, $y, $c );
	}
	for ( $i = 0; $i < 40; $i++ ) {
		$c = imagecolorallocatealpha( $im, mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 70, 115 ) );
		imagefilledellipse( $im, mt_rand( 0, $width ), mt_rand( 0, $height ), mt_rand( (int) ( $width / 20 ), (int) ( $width / 3 ) ), mt_rand( (int) ( $height / 20 ), (int) ( $height / 3 ) ), $c );
	}
	$size = 256;
	$tile = imagecreatetruecolor( $size, $size );
	imagealphablending( $tile, false );
	imagesavealpha( $tile, true );
	for ( $y = 0; $y < $size; $y++ ) {
		for ( $x = 0; $x < $size; $x++ ) {
			$v = mt_rand( 0, 255 );
			imagesetpixel( $tile, $x, $y, imagecolorallocatealpha( $tile, $v, $v, $v, 119 ) );
		}
	}
	imagealphablending( $im, true );
	for ( $y = 0; $y < $height; $y += $size ) {
		for ( $x = 0; $x < $width; $x += $size ) {
			imagecopy( $im, $tile, $x, $y, 0, 0, $size, $size );
		}
	}
	imagejpeg( $im, $file, 85 );
}

/** Draws a photograph and uploads it as WordPress's media library does; returns the attachment id. */
function pm_upload( $name, $width, $height, $seed, $alt ) {
	$tmp = wp_tempnam( $name );
	pm_photo( $width, $height, $seed, $tmp );
	$id = media_handle_sideload(
		array(
			'name'     => $name . '.jpg',
			'tmp_name' => $tmp,
		),
		0,
		$alt
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "$name: " . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	update_post_meta( $id, '_wp_attachment_image_alt', $alt );
	return $id;
}

// the feeds, from the reference server's feed modules (server/wordpress/feeds.js wrote them to the file named on
// the command line): their uploads first, each drawn at its kind's size, then their posts
$pm_seed     = json_decode( file_get_contents( $argv[1] ), true );
$pm_uploads  = array();
foreach ( $pm_seed['uploads'] as $i => $u ) {
	$pm_uploads[ $u['upload'] ] = pm_upload( $u['upload'], $u['width'], $u['height'], 100 + $i, $u['alt'] );
}

/** An ACF value with each upload it names replaced by that attachment's id, as ACF stores an image field. */
function pm_attachments( $value, array $uploads ) {
	if ( ! is_array( $value ) ) {
		return $value;
	}
	if ( isset( $value['upload'] ) && 1 === count( $value ) ) {
		return $uploads[ $value['upload'] ];
	}
	return array_map(
		function ( $v ) use ( $uploads ) {
			return pm_attachments( $v, $uploads );
		},
		$value
	);
}

/** A post with its ACF fields (one meta per field) and its language; $ago in days (a float: no two posts of a type
 * share a date, or WordPress's pages, ordered by date alone, could overlap), or its date, `Y-m-d H:i:s`. */
function pm_post( $type, $title, $content, $ago, array $acf, $lang = 'en' ) {
	$date = is_string( $ago ) ? $ago : gmdate( 'Y-m-d H:i:s', (int) ( time() - $ago * DAY_IN_SECONDS ) );
	$id   = wp_insert_post(
		array(
			'post_type'     => $type,
			'post_status'   => 'publish',
			'post_title'    => wp_slash( $title ),
			'post_content'  => wp_slash( $content ),
			'post_date'     => $date,
			'post_date_gmt' => $date,
			'post_author'   => 1,
			'meta_input'    => wp_slash( array_merge( $acf, array( '_pm_language' => $lang ) ) ),
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "$type $title: " . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return $id;
}

/** A picture as the block editor inserts it: the editor writes src and the wp-image class; WordPress adds
 * srcset, sizes, width and height when it renders the content (wp_filter_content_tags). */
function pm_figure( $id, $size ) {
	$src = wp_get_attachment_image_src( $id, $size );
	$alt = esc_attr( get_post_meta( $id, '_wp_attachment_image_alt', true ) );
	return "<figure class=\"wp-block-image size-$size\"><img src=\"{$src[0]}\" alt=\"$alt\" class=\"wp-image-$id\"/></figure>";
}

$pm_counts = array();
foreach ( $pm_seed['feeds'] as $pm_feed ) {
	$pm_type = $pm_feed['type'];
	foreach ( $pm_feed['posts'] as $pm_p ) {
		$n       = $pm_counts[ $pm_type ][ $pm_p['lang'] ] ?? 0;
		$content = $pm_p['content'];
		// the first two English articles open with a picture as the editor inserts it, at two of its sizes
		if ( 'article' === $pm_type && 'en' === $pm_p['lang'] && $n < 2 ) {
			$content = pm_figure( array_values( $pm_uploads )[ $n ], array( 'large', 'full' )[ $n ] ) . "\n" . $content;
		}
		pm_post( $pm_type, $pm_p['title'], $content, $pm_p['date'], pm_attachments( $pm_p['acf'], $pm_uploads ), $pm_p['lang'] );
		$pm_counts[ $pm_type ][ $pm_p['lang'] ] = $n + 1;
	}
}

// master classes: 35 upcoming in 6 locations, 3 past (one in a location with no upcoming class), one location empty
$pm_locations = array();
foreach ( array( 'New York', 'London', 'Paris', 'Tokyo', 'Sydney', 'São Paulo', 'Berlin', 'Lisbon' ) as $name ) {
	$term                  = wp_insert_term( $name, 'location' );
	$pm_locations[ $name ] = $term['term_id'];
}
$pm_cities   = array( 'New York', 'London', 'Paris', 'Tokyo', 'Sydney', 'São Paulo' );
$pm_classes  = array();
$pm_schedule = array();
for ( $i = 0; $i < 35; $i++ ) {
	$pm_schedule[] = array( $pm_cities[ $i % 6 ], 2 + $i * 2 );
}
$pm_schedule[] = array( 'New York', -10 );
$pm_schedule[] = array( 'Paris', -20 );
$pm_schedule[] = array( 'Berlin', -30 );
foreach ( $pm_schedule as $i => list( $city, $days ) ) {
	$day   = wp_date( 'Y-m-d', time() + $days * DAY_IN_SECONDS );
	$title = array( 'Editorial Skin Masterclass', 'Bridal Beauty: From Trial to Big Day', 'Red Carpet Glam', 'Colour Theory for Every Skin Tone', 'Runway Backstage Speed Techniques' )[ $i % 5 ];
	$slug  = sanitize_title( "$title $city" );
	$id    = pm_post(
		'master-class',
		$title,
		"<p>A hands-on day in $city.</p>\n<ul><li>Live demonstration</li><li>Practice on a model</li></ul>",
		max( 1, 45 - $days ),
		array(
			'start_date'     => "$day 10:00:00",
			'end_date'       => "$day 17:00:00",
			'presenter_name' => array( 'Amara Okafor', 'Lucia Moretti', 'Diego Ramos', 'Mei Tanaka' )[ $i % 4 ],
			'address'        => "1 Studio Street, $city",
			'event_url'      => "https://store.example/us/events/$slug-$i",
			'button_text'    => 'Reserve a seat',
		)
	);
	wp_set_object_terms( $id, array( $pm_locations[ $city ] ), 'location' );
	$pm_classes[] = $id;
}

// 130 contacts: two pages of WordPress's largest page (100)
$pm_contacts = array( 'United States', 'Canada' );
for ( $i = 3; $i <= 130; $i++ ) {
	$pm_contacts[] = sprintf( 'Market %03d', $i );
}
foreach ( $pm_contacts as $i => $name ) {
	pm_post(
		'contact',
		$name,
		'',
		1 + $i / 1440,
		array(
			'email'         => array( array( 'address' => sprintf( 'care.%03d@pro-membership.example', $i + 1 ) ) ),
			'phone_numbers' => array(
				array(
					'number' => sprintf( '+1 800 555 %04d', $i + 1 ),
					'label'  => 'Customer care',
				),
			),
		)
	);
}

$pm_store_links = array();
foreach ( PM_MARKETS as $m ) {
	$pm_store_links[ $m ] = "https://store.example/$m";
}
update_option( 'pm_options_site-options', array( 'store_links' => $pm_store_links ) );
update_option(
	'pm_options_banner-settings',
	array(
		'banner_notifications_show' => true,
		'banner_translations'       => array_fill_keys( PM_BANNER_LANGUAGES, '<p><strong>New:</strong> master class dates are out.</p>' ),
		'banner_login_page'         => false,
		'banner_translations_login' => array_fill_keys( PM_BANNER_LANGUAGES, '<p>Members can sign in with their membership e-mail.</p>' ),
	)
);

echo wp_json_encode(
	array(
		'feeds'       => $pm_counts,
		'classes'     => count( $pm_classes ),
		'upcoming'    => 35,
		'contacts'    => count( $pm_contacts ),
		'attachments' => array_values( $pm_uploads ),
	)
) . "\n";
